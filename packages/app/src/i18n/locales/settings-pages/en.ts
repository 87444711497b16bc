/** English names of the settings pages other areas add (`SETTINGS_PAGES` in screens/settings.tsx), one key each. */
const settingsPagesEn = {
  title: 'More settings',
  billing: 'Billing history',
  payouts: 'Payouts and earnings',
  notifications: 'Notifications',
  data: 'Your data',
  security: 'Security and sessions',
  privacy: 'Privacy and blocking',
};

export type SettingsPagesTranslation = typeof settingsPagesEn;
export default settingsPagesEn;
