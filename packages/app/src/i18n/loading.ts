/** SPEC §9: translations live in one namespace, `translation`. */
export const TRANSLATION_NAMESPACE = 'translation';

/** SPEC §9: the fallback language is `dev`, which holds the source strings (English). */
export const FALLBACK_LANGUAGE = 'dev';

/** SPEC §9: at most 10 translation files are read at the same time. */
export const TRANSLATION_MAX_PARALLEL_READS = 10;

/** SPEC §9: a failed read is retried up to 5 times. */
export const TRANSLATION_MAX_RETRIES = 5;

/**
 * SPEC §9: the first retry waits 350 ms. i18next doubles the wait on each retry (i18next 26
 * `Connector.read` re-reads with `wait * 2`), so the retries come after 350, 700, 1400, 2800 and 5600 ms.
 */
export const TRANSLATION_RETRY_TIMEOUT_MS = 350;
