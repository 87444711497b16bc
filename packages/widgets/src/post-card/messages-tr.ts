import type { PostStrings } from './messages-en.ts';

/** The post card's Turkish strings (see messages-en.ts). */
export const tr: PostStrings = {
  'post.ago': 'Az önce|d|s|g|h|ay|y|ay',
  'post.error': 'Gönderi yüklenemedi.',
  'post.notFound': 'Bu gönderi bulunamadı.',
  'post.retry': 'Tekrar dene',
  'post.video': 'Videoyu izle',
  'post.like': 'Beğen',
  'post.liked': 'Beğenildi',
  'post.comment': 'Yorum yap',
  'post.share': 'Paylaş',
  'post.votes': '{count} oy',
  'post.ended': 'Anket sona erdi',
  'post.stock': 'Stokta {count} adet',
};
