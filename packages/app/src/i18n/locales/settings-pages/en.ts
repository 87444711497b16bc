/**
 * English names of the settings pages other areas add (`SETTINGS_PAGES` in screens/settings.tsx), one key each, and the
 * appearance setting (light, dark or the device's theme).
 */
const settingsPagesEn = {
  title: 'More settings',
  billing: 'Billing history',
  payouts: 'Payouts and earnings',
  notifications: 'Notifications',
  data: 'Your data',
  security: 'Security and sessions',
  privacy: 'Privacy and blocking',
  theme: {
    title: 'Appearance',
    lead: 'Light or dark, or as your device is set. Kept on this device.',
    label: 'Theme',
    system: 'As my device',
    light: 'Light',
    dark: 'Dark',
  },
};

export type SettingsPagesTranslation = typeof settingsPagesEn;
export default settingsPagesEn;
