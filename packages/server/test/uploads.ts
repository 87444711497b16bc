import type { Answer } from './harness.ts';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a PDF document. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A Windows executable header: what an .exe renamed .png starts with. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90), Buffer.from('PE\0\0'), Buffer.alloc(64, 1)]);

export interface FormFile {
  field?: string;
  name: string;
  data: Buffer;
  type?: string;
}

/** Sends a multipart/form-data request as a browser does: text fields (lists repeat the field) and files. */
export async function sendForm<T = any>(
  base: string,
  method: string,
  path: string,
  options: {
    token?: string;
    fields?: Record<string, string | number | boolean | Array<string | number>>;
    files?: FormFile[];
    headers?: Record<string, string>;
  } = {},
): Promise<Answer<T>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, String(item));
  }
  for (const file of options.files ?? []) {
    form.append(file.field ?? 'files', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${base}${path}`, { method, headers, body: form });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body: body as T, headers: response.headers };
}
