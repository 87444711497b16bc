import type { ChatStrings } from './messages-en.ts';

/** The chat box's French strings (see messages-en.ts). */
export const fr: ChatStrings = {
  'chat.label': 'Conversation avec {name}',
  'chat.loading': 'Chargement de la conversation…',
  'chat.error': "La conversation n'a pas pu être chargée.",
  'chat.notFound': 'Cette conversation est introuvable.',
  'chat.retry': 'Réessayer',
  'chat.signIn': 'Connectez-vous à Dealgrow pour envoyer des messages',
  'chat.earlier': 'Afficher les messages précédents',
  'chat.empty': 'Aucun message pour le moment. Dites bonjour !',
  'chat.unread': 'Messages non lus',
  'chat.seen': 'Vu',
  'chat.typing': '{name} est en train d’écrire…',
  'chat.input': 'Écrire un message',
  'chat.send': 'Envoyer',
  'chat.sending': 'Envoi…',
  'chat.failed': 'Non envoyé.',
  'chat.reconnecting': 'Reconnexion…',
  'chat.offline': 'Hors ligne',
  'chat.auto': 'Réponse automatique',
};
