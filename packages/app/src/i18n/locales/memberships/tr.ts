import type { MembershipsTranslation } from './en.ts';

const membershipsTr: MembershipsTranslation = {
  personalTitle: 'Üyeliğiniz',
  personalLead:
    'Planınız kaç fırsat ve ürün listeleyebileceğinizi belirler. Yükseltmeler hemen, düşürmeler ve iptaller dönem sonunda uygulanır.',
  shopTitle: 'Mağaza üyeliği',
  shopTitleOf: '{{company}} mağaza üyeliği',
  shopLead: 'Mağaza planı, şirketin kendi adına paylaşım ve satış yapmasını sağlar; daha fazla fırsat ve ürünle.',
  billingLink: 'Fatura geçmişi',
  current: {
    title: 'Mevcut plan',
    free: 'Ücretsiz plan',
    freeLimits: 'En fazla {{deals}} aktif fırsat ve {{products}} ürün.',
    limits: 'Aktif fırsatlar: {{deals}} · Ürünler: {{products}}',
    unlimited: 'sınırsız',
    price: '{{interval}} başına {{amount}}',
    interval: { month: 'ay', year: 'yıl' },
    renews: '{{date}} tarihinde yenilenir.',
    ends: '{{date}} tarihinde sona erer: yenilenmeyecek.',
    pending: '{{date}} tarihinde {{plan}} ({{interval}}) planına geçer.',
    status: { active: 'Aktif', 'cancel-on-period-ends': 'Dönem sonunda sona erer' },
  },
  checkout: {
    success: 'Ödeme alındı: planınız aktif.',
    canceled: 'Ödeme iptal edildi: hiçbir ücret alınmadı.',
  },
  shop: {
    noCompany: 'Mağaza üyeliğini şirketinizin sayfasından açın.',
    companiesLink: 'Şirketleriniz',
    ownerOnly: 'Şirketin planını yalnızca sahibi değiştirebilir.',
  },
};

export default membershipsTr;
