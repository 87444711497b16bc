import { type TNumberOptions, type TSchema, type TStringOptions, Type } from 'typebox';

/** A value that may be null in an answer. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The largest id a database id column holds: ids are `serial`, i.e. Postgres `integer` (int4). */
export const MAX_ID = 2_147_483_647;

/**
 * A database id in a path, query or body: a whole number from 1 to MAX_ID. Anything else (larger than the
 * column, negative, zero, fractional, 1e3, 0x10, empty) is a 400 before any query runs. Every route takes
 * ids through this schema (docs/architecture.md, "Input rules").
 */
export const Id = (options: Omit<TNumberOptions, 'minimum' | 'maximum'> = {}) => Type.Integer({ ...options, minimum: 1, maximum: MAX_ID });

/** Characters no text accepts: NUL (a Postgres text cannot hold it) and a UTF-16 half without its pair (not Unicode). */
const TEXT_CHARACTERS = '[^\\u0000\\uD800-\\uDFFF]*';
/** Any text but NUL and unpaired surrogates. */
export const TEXT_PATTERN = `^${TEXT_CHARACTERS}$`;
/** The same, with at least one character that is not a space. */
export const NON_BLANK_TEXT_PATTERN = `^(?=[\\s\\S]*\\S)${TEXT_CHARACTERS}$`;

/**
 * Text in a path, query, JSON body or form: refuses NUL bytes and lone surrogates with a 400, so no such
 * string reaches the database or a log. `blank: false` also refuses text of spaces only. Every route takes
 * free text through this schema; a string with its own narrower `pattern` (a code, a username) or a
 * `format` (email, uuid) needs none.
 */
export const Text = ({ blank = true, ...options }: Omit<TStringOptions, 'pattern'> & { blank?: boolean } = {}) =>
  Type.String({ ...options, pattern: blank ? TEXT_PATTERN : NON_BLANK_TEXT_PATTERN });
