import type { AnalyticsTranslation } from './en.ts';

/** Sayfa istatistiklerinin Türkçe metinleri (`analytics` ad alanı). */
const analyticsTr: AnalyticsTranslation = {
  title: 'Sayfa istatistikleri',
  lead: 'Bu rakamları yalnızca sayfanın yöneticileri görür. Günler UTC’ye göre sayılır.',
  loading: 'Rakamlar yükleniyor…',
  failed: 'Rakamlar yüklenemedi.',
  retry: 'Yeniden dene',
  rangeLabel: 'Dönem',
  range_one: '{{count}} gün',
  range_other: '{{count}} gün',
  download: 'CSV indir',
  previous: 'önceki dönem: {{value}}',
  change: {
    up: 'önceki döneme göre +{{value}}',
    down: 'önceki döneme göre −{{value}}',
    same: 'önceki dönemle aynı',
  },
  audienceNow: {
    company: 'Şu anki takipçiler',
    club: 'Şu anki üyeler',
  },
  metrics: {
    new: 'Yeni',
    lost: 'Kaybedilen',
    net: 'Net',
    posts: 'Gönderiler',
    impressions: 'Gönderi görüntülenmeleri',
    likes: 'Beğeniler',
    comments: 'Yorumlar',
    shares: 'Paylaşımlar',
    page_views: 'Sayfa görüntülenmeleri',
    deal_views: 'Fırsat görüntülenmeleri',
    product_views: 'Ürün görüntülenmeleri',
    showroom_visits: 'Showroom ziyaretleri',
    leads: 'Başlatılan talepler',
  },
  growth: {
    company: 'Zaman içinde takipçiler',
    club: 'Zaman içinde üyeler',
    chart: '{{name}}, {{from}} – {{to}}: {{first}} → {{last}}.',
    audience: 'Gün sonunda',
  },
  posts: {
    title: 'Günlük gönderi görüntülenmeleri',
    chart: '{{from}} – {{to}} günlük gönderi görüntülenmeleri: toplam {{total}}, bir günde en çok {{max}}.',
  },
  table: {
    day: 'Gün',
    caption: 'Her günün rakamları',
  },
  topPosts: {
    title: 'En iyi gönderiler',
    post: 'Gönderi',
    empty: 'Bu dönemde görülen ya da etkileşim alan gönderi yok.',
  },
  visitors: {
    title: 'Kimler ziyaret etti',
    lead_one: '{{count}} üye sayfayı ya da gösterdiklerini açtı. Yalnızca sayılar: ziyaretçilerin adı hiçbir zaman gösterilmez.',
    lead_other: '{{count}} üye sayfayı ya da gösterdiklerini açtı. Yalnızca sayılar: ziyaretçilerin adı hiçbir zaman gösterilmez.',
    byIndustry: 'Sektöre göre',
    byCity: 'Yere göre',
    byCompanySize: 'Şirket büyüklüğüne göre',
    group: 'Grup',
    members: 'Üyeler',
    notGiven: 'Belirtilmemiş',
    employees: '{{size}} çalışan',
    empty: 'Bu dönemde ziyaretçi yok.',
  },
};

export default analyticsTr;
