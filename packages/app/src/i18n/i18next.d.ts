import 'i18next';
import type { Translation } from './locales/en.ts';
import type { MessageTranslation } from './locales/message/en.ts';

// Typed keys: `t('home.greeting')` is checked against the English source strings.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation; message: MessageTranslation };
  }
}
