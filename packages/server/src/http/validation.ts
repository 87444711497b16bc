import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { type Message, t } from '../i18n/catalogue.ts';

function makeAjv(): Ajv {
  // removeAdditional stays off: an unknown field is an error the caller should hear about, not silently dropped.
  // No coercion by ajv: it would read "1e3", "0x10" or " 7" as numbers; text is coerced by coerceText instead.
  const ajv = new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: false, allErrors: true, strict: false });
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
export const bodyAjv = makeAjv();
/** Query strings, params, headers and form fields arrive as text: see textValidator. */
export const textAjv = makeAjv();
/** Checks what the server answers against its declared response schema. */
export const responseAjv = makeAjv();

interface TextSchema {
  type?: string | string[];
  anyOf?: TextSchema[];
  oneOf?: TextSchema[];
  items?: TextSchema;
  properties?: Record<string, TextSchema>;
}

/** Whole numbers written plainly: no exponent, hex, sign but minus, or spaces (so "1e3" and "0x10" are not ids). */
const INTEGER_TEXT = /^-?\d+$/;
/** Decimal numbers as people and String(number) write them. */
const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function typesOf(schema: TextSchema): string[] {
  const own = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  return [...own, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf)];
}

function itemsOf(schema: TextSchema): TextSchema | undefined {
  return schema.items ?? [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((branch) => branch.items)?.items;
}

/**
 * Turns text into what the schema asks for, strictly: plain integers and decimals into numbers, "true"/"false"
 * into booleans, a single value into a list. Anything else stays text for the schema to refuse with a 400.
 * Objects are coerced in place (Fastify validates `request.params` and `request.query` as they are).
 */
export function coerceText(schema: TextSchema, value: unknown): unknown {
  const types = typesOf(schema);
  if (types.includes('array')) {
    const items = itemsOf(schema);
    const list = Array.isArray(value) ? value : [value];
    return items ? list.map((item) => coerceText(items, item)) : list;
  }
  if (schema.properties && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const object = value as Record<string, unknown>;
    for (const [key, property] of Object.entries(schema.properties)) {
      if (object[key] !== undefined) object[key] = coerceText(property, object[key]);
    }
    return object;
  }
  if (typeof value !== 'string') return value;
  const number = Number(value);
  // Digits beyond what a double holds (1e400) stay text, refused like any other.
  if (Number.isFinite(number) && types.includes('integer') && INTEGER_TEXT.test(value)) return number;
  if (Number.isFinite(number) && types.includes('number') && NUMBER_TEXT.test(value)) return number;
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** A validator of text (params, query, headers, form fields), compiled on first use: coerceText, then the schema. */
export function textValidator(schema: object) {
  const validate = compiledOnFirstUse(textAjv, schema);
  const check = (data: unknown): boolean => {
    const valid = validate(coerceText(schema, data));
    check.errors = validate.errors;
    return valid;
  };
  check.errors = null as ValidateFunction['errors'];
  return check;
}

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
