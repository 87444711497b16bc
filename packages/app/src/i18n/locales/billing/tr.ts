import type { BillingTranslation } from './en.ts';

/** Fatura geçmişi sayfasının (/settings/billing) Türkçe metinleri, `billing` ad alanı. */
const billingTr: BillingTranslation = {
  title: 'Fatura geçmişi',
  lead: 'Üyeliğinizin ve sahibi olduğunuz şirketlerin üyeliklerinin tüm değişiklikleri ve ödemeleri.',
  membershipLink: 'Üyeliğinizi yönetin',
  empty: 'Henüz fatura hareketi yok. Üyelik değişiklikleriniz ve ödemeleriniz burada görünecek.',
  tableLabel: 'Fatura geçmişi',
  columns: {
    date: 'Tarih',
    action: 'İşlem',
    plan: 'Paket',
    amount: 'Tutar',
    account: 'Hesap',
  },
  personal: 'Siz',
  noAmount: '—',
  intervals: {
    month: 'aylık',
    year: 'yıllık',
  },
  planWithInterval: '{{plan}}, {{interval}}',
  actions: {
    checkout_started: 'Ödeme başlatıldı',
    subscribed: 'Abone olundu',
    upgraded: 'Paket yükseltildi',
    interval_changed: 'Fatura dönemi değişti',
    change_scheduled: 'Değişiklik planlandı',
    change_unscheduled: 'Planlanan değişiklik kaldırıldı',
    canceled: 'İptal edildi',
    resumed: 'Devam ettirildi',
    renewed: 'Yenilendi',
    downgraded: 'Paket düşürüldü',
    expired: 'Süresi doldu',
    payment_succeeded: 'Ödeme başarılı',
    payment_failed: 'Ödeme başarısız',
  },
  pager: 'Fatura geçmişi sayfaları',
};

export default billingTr;
