import type { MessageTable } from '../i18n/translate.ts';

/** The post card's strings in en, fr and tr; its embed chunk carries these and no other widget's. */
const en = {
  'post.loading': 'Loading post…',
  'post.error': 'The post could not be loaded.',
  'post.notFound': 'This post could not be found.',
  'post.retry': 'Try again',
  'post.view': 'View post',
  'post.image': 'Image from the post',
  'post.video': 'Watch the video',
  'post.actions': 'Post actions',
  'post.like': 'Like',
  'post.liked': 'Liked',
  'post.comment': 'Comment',
  'post.share': 'Share',
  'post.votes': '{count} votes',
  'post.ended': 'Survey ended',
  'post.stock': '{count} in stock',
} as const;

export type PostMessageKey = keyof typeof en;

export const POST_MESSAGES = {
  en,
  fr: {
    'post.loading': 'Chargement de la publication…',
    'post.error': "La publication n'a pas pu être chargée.",
    'post.notFound': 'Cette publication est introuvable.',
    'post.retry': 'Réessayer',
    'post.view': 'Voir la publication',
    'post.image': 'Image de la publication',
    'post.video': 'Regarder la vidéo',
    'post.actions': 'Actions sur la publication',
    'post.like': "J'aime",
    'post.liked': 'Aimé',
    'post.comment': 'Commenter',
    'post.share': 'Partager',
    'post.votes': '{count} votes',
    'post.ended': 'Sondage terminé',
    'post.stock': '{count} en stock',
  },
  tr: {
    'post.loading': 'Gönderi yükleniyor…',
    'post.error': 'Gönderi yüklenemedi.',
    'post.notFound': 'Bu gönderi bulunamadı.',
    'post.retry': 'Tekrar dene',
    'post.view': 'Gönderiyi görüntüle',
    'post.image': 'Gönderideki görsel',
    'post.video': 'Videoyu izle',
    'post.actions': 'Gönderi işlemleri',
    'post.like': 'Beğen',
    'post.liked': 'Beğenildi',
    'post.comment': 'Yorum yap',
    'post.share': 'Paylaş',
    'post.votes': '{count} oy',
    'post.ended': 'Anket sona erdi',
    'post.stock': 'Stokta {count} adet',
  },
} as const satisfies MessageTable<PostMessageKey>;
