import type { SettingsPagesTranslation } from './en.ts';

const settingsPagesFr: SettingsPagesTranslation = {
  title: 'Autres réglages',
  billing: 'Historique de facturation',
  payouts: 'Versements et gains',
  notifications: 'Notifications',
  data: 'Vos données',
  security: 'Sécurité et sessions',
  privacy: 'Confidentialité et blocage',
  theme: {
    title: 'Apparence',
    lead: 'Clair ou sombre, ou comme votre appareil. Gardé sur cet appareil.',
    label: 'Thème',
    system: 'Comme mon appareil',
    light: 'Clair',
    dark: 'Sombre',
  },
};

export default settingsPagesFr;
