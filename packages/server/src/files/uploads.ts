import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { ApiError, badRequest } from '../http/errors.ts';
import { claimMultipartKey, multipartBody } from '../http/idempotency.ts';
import { fieldErrors, textValidator } from '../http/validation.ts';
import { t } from '../i18n/catalogue.ts';
import { judgeContent } from './content-type.ts';

/** One uploaded file, read whole and judged by its content. */
export interface Upload {
  /** The form field it came in. */
  fieldName: string;
  /** The client's file name reduced to a safe display name; it never reaches the disk. */
  name: string;
  data: Buffer;
  size: number;
  /** Judged from the bytes, not from the name or the declared type. */
  mimeType: string;
  extension: string;
}

/** The text fields of a form: a field sent more than once becomes a list. */
export type FormFields = Record<string, string | string[]>;

export interface UploadLimits {
  /** Files one request may carry. */
  maxFiles: number;
  /** Bytes one file may have. */
  maxFileBytes: number;
}

/** Text fields a form may carry, and bytes each. */
const MAX_FIELDS = 60;
const MAX_FIELD_BYTES = 100 * 1024;

/** Keeps the last path segment, without control characters, at most 200 characters. */
export function displayName(clientName: string): string {
  const base = clientName.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean.replace(/^\.+/, '') || 'file').slice(0, 200);
}

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

function limitError(error: unknown, limits: UploadLimits): ApiError | undefined {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, 'payload_too_large', t('upload.file_too_large', { size: mb(limits.maxFileBytes) }));
    case 'FST_FILES_LIMIT':
      return new ApiError(413, 'payload_too_large', t('upload.too_many_files', { max: limits.maxFiles }));
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiError(413, 'payload_too_large', t('upload.too_many_fields', { max: MAX_FIELDS }));
    case 'FST_PROTO_VIOLATION':
      return new ApiError(400, 'validation_failed', t('upload.field_name'));
    case 'FST_MP_PREMATURE_CLOSE':
      return new ApiError(400, 'validation_failed', t('upload.interrupted'));
    default:
      return undefined;
  }
}

/**
 * Reads one file part, refusing it with 413 as soon as it passes the limit (busboy marks it truncated), not
 * after the whole upload has arrived: the client hears the answer while it is still sending.
 */
function readFile(file: Readable & { truncated: boolean }, limits: UploadLimits): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const tooLarge = () => reject(limitError({ code: 'FST_REQ_FILE_TOO_LARGE' }, limits));
    file.on('limit', tooLarge);
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.on('end', () => (file.truncated ? tooLarge() : resolve(Buffer.concat(chunks))));
    file.on('error', reject);
  });
}

/**
 * Reads a multipart/form-data request: its text fields and its files, each file judged by its
 * magic bytes (415 when not on the allow-list) and held to the limits (413 beyond them).
 * Any route can call it; nothing is stored until `storeFiles`.
 */
export async function readUploads(request: FastifyRequest, limits: UploadLimits): Promise<{ fields: FormFields; files: Upload[] }> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'unsupported_media_type', t('upload.send_multipart'));
  }
  const fields: FormFields = {};
  const files: Upload[] = [];
  const sent: Parameters<typeof multipartBody>[0][number][] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + limits.maxFiles,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await readFile(part.file, limits);
        // Browsers send an empty part for a file input left empty.
        if (data.length === 0 && !part.filename) continue;
        if (data.length === 0) throw new ApiError(400, 'validation_failed', t('upload.empty_file', { name: displayName(part.filename) }));
        const name = displayName(part.filename);
        const judged = await judgeContent(data, name);
        files.push({ fieldName: part.fieldname, name, data, size: data.length, ...judged });
        sent.push({ field: part.fieldname, file: { name, type: part.mimetype, data } });
      } else {
        if (part.valueTruncated) throw new ApiError(413, 'payload_too_large', t('upload.field_too_long', { field: part.fieldname }));
        const value = String(part.value);
        sent.push({ field: part.fieldname, value });
        // `managers[]` and `managers` name the same list.
        const key = part.fieldname.replace(/\[\]$/, '');
        const seen = fields[key];
        fields[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
      }
    }
  } catch (error) {
    throw limitError(error, limits) ?? error;
  }
  // With an Idempotency-Key, the whole form is the request's fingerprint: a retry replays, another form is refused.
  await claimMultipartKey(request, multipartBody(sent));
  return { fields, files };
}

/**
 * Route options of a multipart route: the body schema documents the form in OpenAPI, and the
 * handler validates it with `formFields` after `readUploads` (Fastify sees no body to validate).
 */
export const multipartRoute = {
  validatorCompiler: ({ schema, httpPart }: { schema: object; httpPart?: string }) =>
    httpPart === 'body' ? () => true : textValidator(schema),
};

const compiledForms = new WeakMap<TSchema, ReturnType<typeof textValidator>>();

/**
 * Validates a form's text fields against the route's body schema, coercing text to numbers,
 * booleans and lists as query strings are. Empty fields count as not sent, but an empty list field is an
 * empty list. Throws 400 like any body.
 */
export function formFields<T extends TSchema>(schema: T, fields: FormFields): Static<T> {
  let validate = compiledForms.get(schema);
  if (!validate) {
    validate = textValidator(schema);
    compiledForms.set(schema, validate);
  }
  const sent: Record<string, unknown> = {};
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  for (const [key, value] of Object.entries(fields)) {
    const kept = Array.isArray(value) ? value.filter((item) => item !== '') : value;
    const empty = kept === '' || (Array.isArray(kept) && kept.length === 0);
    // A list field sent empty (`managers=`) empties the list; other empty fields count as not sent.
    if (empty && properties[key]?.type === 'array') sent[key] = [];
    else if (!empty) sent[key] = kept;
  }
  if (!validate(sent)) {
    const errors = fieldErrors(validate.errors ?? []);
    if (errors._) throw badRequest(t('upload.form_invalid', { problem: errors._ }));
    throw badRequest(t('request.check_fields', { fields: Object.keys(errors).join(', ') }), errors);
  }
  return sent as Static<T>;
}
