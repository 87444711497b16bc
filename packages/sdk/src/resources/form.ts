import type { OperationId } from '../contract.ts';
import type { operations } from '../generated/openapi.ts';

/** The multipart form fields an operation takes, as the server documents them. */
export type FormOf<K extends OperationId> = operations[K] extends { requestBody: { content: { 'multipart/form-data': infer Form } } }
  ? Form
  : never;

/** A form's fields with `files` as Blobs (or Files, which keep their names). */
export type FormInput<K extends OperationId> = Omit<FormOf<K>, 'files'> & { files?: Blob[] };

/**
 * Builds multipart form data: lists repeat their field, Blobs go as files, other values as text; undefined and
 * null are left out. An empty list goes as one empty field, which the server reads as "make this list empty".
 */
export function toFormData(fields: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value) && value.length === 0 && key !== 'files') {
      form.append(key, '');
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      form.append(key, item instanceof Blob ? item : String(item));
    }
  }
  return form;
}
