import type { NotificationsTranslation } from './en.ts';

const notificationsFr: NotificationsTranslation = {
  title: 'Notifications',
  lead: 'Invitations, mentions J’aime, commentaires, mentions, messages et leads : ce qui s’est passé autour de vous.',
  loading: 'Chargement des notifications…',
  empty: 'Aucune notification pour l’instant. Quand des membres réagiront à vos publications ou vous écriront, vous le verrez ici.',
  retry: 'Réessayer',
  markAll: 'Tout marquer comme lu',
  allRead: 'Tout est lu.',
  more: 'Afficher plus',
  unread: 'Non lue',
  listLabel: 'Vos notifications',
  bell_zero: 'Notifications, aucune nouvelle',
  bell_one: 'Notifications, {{count}} nouvelle',
  bell_other: 'Notifications, {{count}} nouvelles',
};

export default notificationsFr;
