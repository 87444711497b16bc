import type { SettingsPagesTranslation } from './en.ts';

const settingsPagesTr: SettingsPagesTranslation = {
  title: 'Diğer ayarlar',
  billing: 'Fatura geçmişi',
  payouts: 'Ödemeler ve kazançlar',
  notifications: 'Bildirimler',
  data: 'Verileriniz',
  security: 'Güvenlik ve oturumlar',
  privacy: 'Gizlilik ve engelleme',
  theme: {
    title: 'Görünüm',
    lead: 'Açık veya koyu ya da cihazınızdaki gibi. Bu cihazda saklanır.',
    label: 'Tema',
    system: 'Cihazımdaki gibi',
    light: 'Açık',
    dark: 'Koyu',
  },
};

export default settingsPagesTr;
