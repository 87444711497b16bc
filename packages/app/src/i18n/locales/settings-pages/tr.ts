import type { SettingsPagesTranslation } from './en.ts';

const settingsPagesTr: SettingsPagesTranslation = {
  title: 'Diğer ayarlar',
};

export default settingsPagesTr;
