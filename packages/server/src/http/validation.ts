import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { type Message, t } from '../i18n/catalogue.ts';

function makeAjv(coerceTypes: boolean | 'array'): Ajv {
  // removeAdditional stays off: an unknown field is an error the caller should hear about, not silently dropped.
  const ajv = new Ajv({ coerceTypes, useDefaults: true, removeAdditional: false, allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addKeyword('example');
  return ajv;
}

/**
 * A validator compiled on its first use, not at start (compiling every route's schemas took a quarter of the
 * start); Fastify reads its `errors` as it reads ajv's.
 */
export function compiledOnFirstUse(ajv: Ajv, schema: object) {
  let validate: ValidateFunction | undefined;
  const lazy = (data: unknown): boolean => {
    validate ??= ajv.compile(schema);
    const valid = validate(data) as boolean;
    lazy.errors = validate.errors;
    return valid;
  };
  lazy.errors = null as ValidateFunction['errors'];
  return lazy;
}

/** Bodies are taken as sent: "5" is not a number. */
export const bodyAjv = makeAjv(false);
/** Query strings, params and headers arrive as text, so numbers and booleans are coerced. */
export const textAjv = makeAjv('array');
/** Checks what the server answers against its declared response schema. */
export const responseAjv = makeAjv(false);

const TYPES = ['string', 'integer', 'number', 'boolean', 'object', 'array', 'null'] as const;
const typeName = (type: string): Message | string =>
  (TYPES as readonly string[]).includes(type) ? t(`type.${type as (typeof TYPES)[number]}`) : type;

const messages: Record<string, (error: ErrorObject) => Message> = {
  required: () => t('field.required'),
  additionalProperties: () => t('field.not_accepted'),
  format: (e) => (e.params.format === 'email' ? t('field.email') : t('field.format', { format: String(e.params.format) })),
  minLength: (e) => t('field.min_length', { limit: Number(e.params.limit) }),
  maxLength: (e) => t('field.max_length', { limit: Number(e.params.limit) }),
  minimum: (e) => t('field.minimum', { limit: Number(e.params.limit) }),
  maximum: (e) => t('field.maximum', { limit: Number(e.params.limit) }),
  type: (e) => t('field.type', { type: typeName(String(e.params.type).split(',')[0] ?? '') }),
  enum: (e) => t('field.enum', { values: (e.params.allowedValues as unknown[]).join(', ') }),
  pattern: () => t('field.pattern'),
  minItems: (e) => t('field.min_items', { limit: Number(e.params.limit) }),
  maxItems: (e) => t('field.max_items', { limit: Number(e.params.limit) }),
};

/** Turns ajv's errors into `{ field: message }`, one message a field, naming nested fields with dots. */
export function fieldErrors(errors: readonly ErrorObject[]): Record<string, Message> {
  const fields: Record<string, Message> = {};
  for (const error of errors) {
    const path = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') path.push(String(error.params.missingProperty));
    if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
    const field = path.join('.') || '_';
    fields[field] ??= messages[error.keyword]?.(error) ?? t('field.invalid');
  }
  return fields;
}
