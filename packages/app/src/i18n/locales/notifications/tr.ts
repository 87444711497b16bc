import type { NotificationsTranslation } from './en.ts';

const notificationsTr: NotificationsTranslation = {
  title: 'Bildirimler',
  lead: 'Davetler, beğeniler, yorumlar, bahsetmeler, mesajlar ve lead’ler: çevrenizde olup bitenler.',
  loading: 'Bildirimler yükleniyor…',
  empty: 'Henüz bildirim yok. Üyeler gönderilerinize tepki verdiğinde ya da size yazdığında burada göreceksiniz.',
  retry: 'Tekrar dene',
  markAll: 'Tümünü okundu olarak işaretle',
  allRead: 'Her şey okundu.',
  more: 'Daha fazla göster',
  unread: 'Okunmadı',
  listLabel: 'Bildirimleriniz',
  bell_zero: 'Bildirimler, yeni yok',
  bell_one: 'Bildirimler, {{count}} yeni',
  bell_other: 'Bildirimler, {{count}} yeni',
};

export default notificationsTr;
