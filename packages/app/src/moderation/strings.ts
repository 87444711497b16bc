import type { ModerationTranslation } from '../i18n/locales/moderation/en.ts';
import type { AreaStringChunks } from '../i18n/use-area-strings.ts';

/** The `moderation` namespace's chunks (the Moderation tab and the decision page load it with `useAreaStrings`). */
export const moderationStrings: AreaStringChunks<ModerationTranslation> = {
  en: () => import('../i18n/locales/moderation/en.ts'),
  fr: () => import('../i18n/locales/moderation/fr.ts'),
  tr: () => import('../i18n/locales/moderation/tr.ts'),
};
