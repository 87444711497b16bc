import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../http/errors.ts';
import { type Message, t } from '../i18n/catalogue.ts';

/** What a file really is, judged from its bytes. */
export interface JudgedContent {
  mimeType: string;
  /** Lower-case extension the stored copy gets. */
  extension: string;
}

/** Types recognised by their magic bytes that uploads may have. */
const BY_MAGIC_BYTES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  zip: 'application/zip',
  mp4: 'video/mp4',
};

/** Legacy Office files share one container format (CFB); the name tells which one it is. */
const LEGACY_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** Text formats have no magic bytes: UTF-8 text without NUL bytes, named with one of these extensions. */
const TEXT_BY_NAME: Record<string, string> = {
  csv: 'text/csv',
  txt: 'text/plain',
  svg: 'image/svg+xml',
};

/** Types a browser could run as a page: only ever served as attachments. */
export const ACTIVE_CONTENT_TYPES = new Set(['image/svg+xml', 'text/html', 'application/xhtml+xml', 'application/xml']);

function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match?.[1]?.toLowerCase() ?? '';
}

function asText(data: Buffer): string | undefined {
  if (data.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return undefined;
  }
}

const unsupported = (name: string, what: Message) => new ApiError(415, 'unsupported_media_type', t('upload.unsupported', { name, what }));

/** Judges a file from its content (magic bytes) against the allow-list; throws 415 with a clear message otherwise. */
export async function judgeContent(data: Buffer, name: string): Promise<JudgedContent> {
  const detected = await fileTypeFromBuffer(data);
  const named = extensionOf(name);
  if (detected) {
    const mimeType = BY_MAGIC_BYTES[detected.ext];
    if (mimeType) return { mimeType, extension: detected.ext };
    const legacy = LEGACY_OFFICE[named];
    if (detected.ext === 'cfb' && legacy) return { mimeType: legacy, extension: named };
    if (detected.ext === 'xml' && named === 'svg' && asText(data)?.includes('<svg')) return { mimeType: 'image/svg+xml', extension: 'svg' };
    throw unsupported(name, t('upload.kind_detected', { ext: detected.ext.toUpperCase(), mime: detected.mime }));
  }
  const text = asText(data);
  const textType = TEXT_BY_NAME[named];
  if (text === undefined) throw unsupported(name, t('upload.kind_unknown'));
  if (!textType) throw unsupported(name, t('upload.kind_text_extension', { ext: named || '?' }));
  if (named === 'svg' && !text.includes('<svg')) throw unsupported(name, t('upload.kind_fake_svg'));
  return { mimeType: textType, extension: named };
}
