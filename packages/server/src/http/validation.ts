import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';

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

const messages: Record<string, (error: ErrorObject) => string> = {
  required: () => 'This field is required.',
  additionalProperties: () => 'This field is not accepted here.',
  format: (e) => (e.params.format === 'email' ? 'Enter a valid e-mail address.' : `Must be a valid ${e.params.format}.`),
  minLength: (e) => `Must be at least ${e.params.limit} characters.`,
  maxLength: (e) => `Must be at most ${e.params.limit} characters.`,
  minimum: (e) => `Must be at least ${e.params.limit}.`,
  maximum: (e) => `Must be at most ${e.params.limit}.`,
  type: (e) => `Must be ${article(String(e.params.type))}.`,
  enum: (e) => `Must be one of: ${(e.params.allowedValues as unknown[]).join(', ')}.`,
  pattern: () => 'Contains characters that are not allowed.',
  minItems: (e) => `Needs at least ${e.params.limit} items.`,
  maxItems: (e) => `Takes at most ${e.params.limit} items.`,
};

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/** Turns ajv's errors into `{ field: message }`, one message a field, naming nested fields with dots. */
export function fieldErrors(errors: readonly ErrorObject[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') path.push(String(error.params.missingProperty));
    if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
    const field = path.join('.') || '_';
    fields[field] ??=
      messages[error.keyword]?.(error) ??
      (error.message ? `${error.message[0]?.toUpperCase()}${error.message.slice(1)}.` : 'Invalid value.');
  }
  return fields;
}
