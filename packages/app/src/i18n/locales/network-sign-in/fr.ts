import type { NetworkSignInTranslation } from './en.ts';

const networkSignInFr: NetworkSignInTranslation = {
  or: 'ou',
  signIn: 'Continuer avec {{name}}',
  redirecting: 'Ouverture de {{name}}…',
  finishing: 'Connexion avec {{name}}…',
  canceled: 'La connexion avec {{name}} a été annulée. Réessayez, ou utilisez votre e-mail et votre mot de passe.',
  retry: 'Réessayer',
  accountsTitle: 'Connexion avec un réseau',
  accountsLead: 'Liez {{name}} pour vous connecter à Dealgrow avec. Vous gardez toujours au moins un moyen de connexion.',
  link: 'Lier {{name}}',
  linking: 'Liaison avec {{name}}…',
  linked: '{{name}} est lié à votre compte.',
  linkedAccount: 'Lié le {{date}}',
  unlink: 'Délier',
  unlinkLabel: 'Délier {{account}}',
  unlinked: 'Le compte de réseau est délié.',
  none: 'Aucun compte de réseau n’est encore lié.',
  loading: 'Chargement…',
  noPassword:
    'Votre compte n’a pas encore de mot de passe : définissez-en un avec « Mot de passe oublié » pour garder un moyen de connexion sans le réseau.',
};

export default networkSignInFr;
