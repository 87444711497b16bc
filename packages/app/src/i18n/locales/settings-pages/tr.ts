import type { SettingsPagesTranslation } from './en.ts';

const settingsPagesTr: SettingsPagesTranslation = {
  title: 'Diğer ayarlar',
  billing: 'Fatura geçmişi',
  payouts: 'Ödemeler ve kazançlar',
  notifications: 'Bildirimler',
  data: 'Verileriniz',
  security: 'Güvenlik ve oturumlar',
  privacy: 'Gizlilik ve engelleme',
};

export default settingsPagesTr;
