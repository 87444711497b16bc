/** English names of the settings pages other areas add (`SETTINGS_PAGES` in screens/settings.tsx), one key each. */
const settingsPagesEn = {
  title: 'More settings',
};

export type SettingsPagesTranslation = typeof settingsPagesEn;
export default settingsPagesEn;
