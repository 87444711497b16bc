import { t } from '../i18n/catalogue.ts';
import { ApiError } from './errors.ts';

/**
 * Errors that mean the request, not the server, is wrong, raised below the route schemas: by the URL router,
 * the multipart parser or the database. Each becomes a 4xx `{ message, code }` here, in one place, so a route
 * added tomorrow answers them the same without code of its own. The route schemas (`Id`, `Text` in schema.ts)
 * refuse most such input first; these are the last line.
 */

/** Fastify's own refusals before any route runs (`frameworkErrors`). */
const routerErrors: Record<string, ApiError> = {
  FST_ERR_BAD_URL: new ApiError(400, 'invalid_url', t('url.encoding')),
  FST_ERR_MAX_PARAM_LENGTH: new ApiError(414, 'invalid_url', t('url.too_long')),
};

/** What busboy (under @fastify/multipart) throws for a form it cannot read; it sets no code. */
const MULTIPART_ERRORS =
  /^(Multipart: Boundary not found|Unexpected end of (multipart data|form)|Malformed part header|Part terminated early)/;

/**
 * Postgres SQLSTATE classes a value sent by the client causes: 22 (data exception: a number beyond its
 * column, text with NUL, an invalid date…) and 54 (program limit exceeded: a value too large to index or search).
 */
const DATA_EXCEPTION = /^(22|54)[0-9A-Z]{3}$/;

/** The 4xx an error thrown while reading or storing the request stands for, if it is one. */
export function malformedInput(error: Error): ApiError | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && routerErrors[code]) return routerErrors[code];
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ApiError(415, 'unsupported_media_type', t('upload.send_multipart'));
  if (code === undefined && MULTIPART_ERRORS.test(error.message))
    return new ApiError(400, 'invalid_multipart', t('code.invalid_multipart'));
  // Both drivers (node-postgres and PGlite) name the SQLSTATE in `code` and carry the statement's `severity`.
  if (typeof code === 'string' && DATA_EXCEPTION.test(code) && 'severity' in error)
    return code.startsWith('54')
      ? new ApiError(400, 'validation_failed', t('value.too_long'))
      : new ApiError(400, 'validation_failed', t('value.out_of_range'));
  return undefined;
}
