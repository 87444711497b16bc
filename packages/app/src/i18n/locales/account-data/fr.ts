import type { AccountDataTranslation } from './en.ts';

const accountDataFr: AccountDataTranslation = {
  title: 'Vos données',
  lead: 'Téléchargez une copie de ce que Dealgrow conserve sur vous, ou supprimez votre compte.',
  export: {
    title: 'Télécharger vos données',
    lead: 'Une archive ZIP de votre profil, vos relations, publications, commentaires, messages envoyés, offres, produits, leads et fichiers envoyés. Elle reste disponible 7 jours.',
    request: 'Préparer mon archive',
    requesting: 'Démarrage…',
    progressLabel: 'Préparation de votre archive',
    pending: 'Votre archive est en préparation : {{progress}} %.',
    ready: 'Votre archive est prête ({{size}}). Elle est disponible jusqu’au {{date}}.',
    failed: 'Votre archive n’a pas pu être préparée. Réessayez.',
    download: 'Télécharger l’archive',
    downloading: 'Téléchargement…',
    again: 'Préparer une nouvelle archive',
  },
  delete: {
    title: 'Supprimer votre compte',
    lead: 'La suppression de votre compte est définitive.',
    open: 'Supprimer mon compte…',
    dialogTitle: 'Supprimer définitivement votre compte ?',
    explainGone:
      'Votre profil, vos publications, commentaires, mentions J’aime, relations, abonnements, offres, produits, fichiers et exports sont supprimés, et vous êtes déconnecté partout.',
    explainKept: 'Les leads et messages dont les autres membres ont encore besoin leur restent, signés « Membre supprimé ».',
    explainCompanies: 'Si vous êtes seul propriétaire d’une entreprise, transférez-la ou supprimez-la d’abord.',
    password: 'Votre mot de passe',
    confirm: 'Supprimer mon compte',
    deleting: 'Suppression…',
    cancel: 'Annuler',
  },
  deleted: {
    title: 'Votre compte a été supprimé',
    lead: 'Votre compte et vos données personnelles ont disparu. Vous pouvez vous réinscrire avec la même adresse e-mail quand vous le souhaitez.',
    home: 'Aller à l’accueil',
  },
  bytes: {
    kb: '{{value}} Ko',
    mb: '{{value}} Mo',
  },
};

export default accountDataFr;
