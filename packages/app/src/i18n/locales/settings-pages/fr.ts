import type { SettingsPagesTranslation } from './en.ts';

const settingsPagesFr: SettingsPagesTranslation = {
  title: 'Autres réglages',
  billing: 'Historique de facturation',
  payouts: 'Versements et gains',
  notifications: 'Notifications',
  data: 'Vos données',
  security: 'Sécurité et sessions',
  privacy: 'Confidentialité et blocage',
};

export default settingsPagesFr;
