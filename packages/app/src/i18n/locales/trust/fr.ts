import type { TrustTranslation } from './en.ts';

/** Chaînes françaises du blocage et des signalements. */
const trustFr: TrustTranslation = {
  privacy: {
    title: 'Confidentialité et blocage',
    lead: 'Les membres que vous bloquez ne voient ni votre profil, ni vos publications, ni vos commentaires, ne vous trouvent pas dans la recherche et ne peuvent pas vous contacter. Vous ne voyez pas non plus les leurs.',
    searchTitle: 'Recherche',
    searchable: 'Permettre aux personnes hors de mon réseau de me trouver dans la recherche',
    searchableHint:
      'Si c’est désactivé, seules vos relations vous trouvent dans la recherche ; votre profil reste accessible par son lien.',
    searchOn: 'Les personnes hors de votre réseau peuvent vous trouver dans la recherche.',
    searchOff: 'Seules vos relations peuvent désormais vous trouver dans la recherche.',
    blockedTitle: 'Membres bloqués',
    none: 'Vous n’avez bloqué personne.',
    blockedOn: 'Bloqué le {{date}}',
    unblock: 'Débloquer',
    unblockNamed: 'Débloquer {{name}}',
    unblocking: 'Déblocage…',
    unblocked: '{{name}} est débloqué.',
  },
  block: {
    action: 'Bloquer',
    confirm:
      'Bloquer {{name}} ? Aucun de vous ne verra plus le profil, les publications ni les commentaires de l’autre, et votre relation prend fin.',
    done: 'Vous avez bloqué {{name}}.',
  },
  report: {
    action: 'Signaler',
    title: 'Signaler {{what}}',
    what: {
      member: 'ce membre',
      post: 'cette publication',
      comment: 'ce commentaire',
      deal: 'cette offre',
      company: 'cette entreprise',
      message: 'ce message',
    },
    reasonLegend: 'Pourquoi le signalez-vous ?',
    reasons: {
      spam: 'Spam',
      harassment: 'Harcèlement ou intimidation',
      hate: 'Discours haineux',
      violence: 'Violence ou menaces',
      scam: 'Arnaque ou fraude',
      inappropriate: 'Contenu inapproprié',
      other: 'Autre chose',
    },
    details: 'Détails (facultatif)',
    submit: 'Envoyer le signalement',
    submitting: 'Envoi…',
    cancel: 'Annuler',
    sent: 'Merci. Un administrateur examinera votre signalement.',
    close: 'Fermer',
  },
  admin: {
    title: 'Signalements',
    lead: 'Signalements en attente d’examen, les plus anciens d’abord.',
    status: {
      open: 'Ouverts',
      dismissed: 'Classés',
      actioned: 'Traités',
    },
    filter: 'Statut',
    none: 'Aucun signalement ici.',
    reportedBy: 'Signalé par {{name}} le {{date}}',
    author: 'Auteur : {{name}}',
    gone: 'Le contenu n’existe plus.',
    hidden: 'Masqué',
    suspended: 'Auteur suspendu',
    dismiss: 'Classer',
    hide: 'Masquer',
    suspend: 'Suspendre l’auteur',
    forbidden: 'Seuls les administrateurs peuvent examiner les signalements.',
  },
};

export default trustFr;
