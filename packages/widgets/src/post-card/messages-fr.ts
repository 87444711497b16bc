import type { PostStrings } from './messages-en.ts';

/** The post card's French strings (see messages-en.ts). */
export const fr: PostStrings = {
  'post.ago': 'À l’instant|m|h|j|s|mois|a|mois',
  'post.error': "La publication n'a pas pu être chargée.",
  'post.notFound': 'Cette publication est introuvable.',
  'post.retry': 'Réessayer',
  'post.video': 'Regarder la vidéo',
  'post.like': "J'aime",
  'post.liked': 'Aimé',
  'post.comment': 'Commenter',
  'post.share': 'Partager',
  'post.votes': '{count} votes',
  'post.ended': 'Sondage terminé',
  'post.stock': '{count} en stock',
};
