import type { SettingsPagesTranslation } from './en.ts';

const settingsPagesFr: SettingsPagesTranslation = {
  title: 'Autres réglages',
};

export default settingsPagesFr;
