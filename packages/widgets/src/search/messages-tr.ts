import type { SearchStrings } from './messages-en.ts';

/** The search box's Turkish strings. */
export const tr: SearchStrings = {
  'search.label': 'Dealgrow’da ara',
  'search.placeholder': 'Kişi, şirket, fırsat ara…',
  'search.results': 'Arama sonuçları',
  'search.loading': 'Aranıyor…',
  'search.empty': '“{q}” için sonuç bulunamadı.',
  'search.error': 'Arama yanıt vermedi. Birazdan yeniden deneyin.',
  'search.retry': 'Yeniden dene',
  'search.count.one': '{count} sonuç',
  'search.count.other': '{count} sonuç',
  'search.count.more': '{count}+ sonuç',
  'search.all': '“{q}” için tüm sonuçları gör',
  'search.kind.members': 'Kişiler',
  'search.kind.companies': 'Şirketler',
  'search.kind.posts': 'Gönderiler',
  'search.kind.deals': 'Fırsatlar',
  'search.kind.products': 'Ürünler',
  'search.kind.clubs': 'Kulüpler',
};
