import type { ChatStrings } from './messages-en.ts';

/** The chat box's Turkish strings (see messages-en.ts). */
export const tr: ChatStrings = {
  'chat.label': '{name} ile sohbet',
  'chat.loading': 'Sohbet yükleniyor…',
  'chat.error': 'Sohbet yüklenemedi.',
  'chat.notFound': 'Bu sohbet bulunamadı.',
  'chat.retry': 'Tekrar dene',
  'chat.signIn': 'Mesaj göndermek için Dealgrow’a giriş yapın',
  'chat.earlier': 'Önceki mesajları göster',
  'chat.empty': 'Henüz mesaj yok. Merhaba deyin!',
  'chat.unread': 'Okunmamış mesajlar',
  'chat.seen': 'Görüldü',
  'chat.typing': '{name} yazıyor…',
  'chat.input': 'Bir mesaj yazın',
  'chat.send': 'Gönder',
  'chat.sending': 'Gönderiliyor…',
  'chat.failed': 'Gönderilemedi.',
  'chat.reconnecting': 'Yeniden bağlanılıyor…',
  'chat.offline': 'Çevrimdışı',
  'chat.auto': 'Otomatik yanıt',
};
