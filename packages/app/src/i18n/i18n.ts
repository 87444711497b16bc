import type { Language } from '@dealgrow/sdk/state';
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { isLanguage } from '../routing/language-path.ts';
import {
  FALLBACK_LANGUAGE,
  TRANSLATION_MAX_PARALLEL_READS,
  TRANSLATION_MAX_RETRIES,
  TRANSLATION_NAMESPACE,
  TRANSLATION_RETRY_TIMEOUT_MS,
} from './loading.ts';
import type { Translation } from './locales/en.ts';
import type { MessageTranslation } from './locales/message/en.ts';

/** Reads one language's strings. */
export type TranslationLoader = (language: string) => Promise<Translation>;

// One chunk per language: a visitor downloads only the languages they use.
const chunks: Record<Language, () => Promise<{ default: Translation }>> = {
  en: () => import('./locales/en.ts'),
  fr: () => import('./locales/fr.ts'),
  tr: () => import('./locales/tr.ts'),
};

/** The strings of a language; `dev` (the fallback) and anything unknown get the English source strings. */
export const loadTranslation: TranslationLoader = async (language) => (await chunks[isLanguage(language) ? language : 'en']()).default;

/** The /message screen's own namespace, read only when that screen asks for it (docs/app.md "Messages"). */
export const MESSAGE_NAMESPACE = 'message';
const messageChunks: Record<Language, () => Promise<{ default: MessageTranslation }>> = {
  en: () => import('./locales/message/en.ts'),
  fr: () => import('./locales/message/fr.ts'),
  tr: () => import('./locales/message/tr.ts'),
};
export const loadMessageTranslation = async (language: string): Promise<MessageTranslation> =>
  (await messageChunks[isLanguage(language) ? language : 'en']()).default;

/** An i18next backend over the lazy chunks. A failed read answers `true` as data: that is what makes i18next retry it. */
export function translationBackend(load: TranslationLoader = loadTranslation) {
  const backend = resourcesToBackend((language: string, namespace: string, callback) => {
    // An area's own namespace arrives with its screen (useAreaStrings): nothing to read here.
    if (namespace !== TRANSLATION_NAMESPACE && namespace !== MESSAGE_NAMESPACE) return callback(null, {});
    const read: Promise<Translation | MessageTranslation> =
      namespace === MESSAGE_NAMESPACE ? loadMessageTranslation(language) : load(language);
    read.then(
      (strings) => callback(null, strings),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  });
  return Object.assign(backend, { callbackApi: true });
}

/** A fresh i18next instance in `lang`, its strings loaded before it resolves. */
export async function createI18n(lang: Language, load?: TranslationLoader): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(translationBackend(load))
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: FALLBACK_LANGUAGE,
      ns: [TRANSLATION_NAMESPACE],
      defaultNS: TRANSLATION_NAMESPACE,
      load: 'currentOnly',
      maxParallelReads: TRANSLATION_MAX_PARALLEL_READS,
      maxRetries: TRANSLATION_MAX_RETRIES,
      retryTimeout: TRANSLATION_RETRY_TIMEOUT_MS,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return instance;
}
