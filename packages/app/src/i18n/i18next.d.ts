import 'i18next';
import type { Translation } from './locales/en.ts';
import type { MessageTranslation } from './locales/message/en.ts';
import type { SettingsPagesTranslation } from './locales/settings-pages/en.ts';

// Typed keys: `t('home.greeting')` is checked against the English source strings.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // An area's namespace (useAreaStrings) is typed here too: one line each.
    resources: { translation: Translation; message: MessageTranslation; settingsPages: SettingsPagesTranslation };
  }
}
