/**
 * The notification centre's and the header bell's strings, the `notifications` namespace: loaded with the bell (after
 * the page) and the centre, never with the first load. `fr` and `tr` have exactly these keys (notifications-i18n.test.ts).
 */
const notificationsEn = {
  title: 'Notifications',
  lead: 'Invitations, likes, comments, mentions, messages and leads: what happened around you.',
  loading: 'Loading notifications…',
  empty: 'No notification yet. When members react to your posts or write to you, you will see it here.',
  retry: 'Try again',
  markAll: 'Mark all as read',
  allRead: 'Everything is read.',
  more: 'Show more',
  unread: 'Unread',
  listLabel: 'Your notifications',
  bell_zero: 'Notifications, none new',
  bell_one: 'Notifications, {{count}} new',
  bell_other: 'Notifications, {{count}} new',
};

export type NotificationsTranslation = typeof notificationsEn;
export default notificationsEn;
