/** Types of bench/sizes.mjs for the size-budget test. */
export interface SizeRow {
  file: string;
  gzip: number;
}
export interface SizeFigure {
  name: string;
  rows: SizeRow[];
  gzip: number;
  /** Reported, not budgeted: a page with a chat box (its chat chunk has its own budget). */
  reported?: boolean;
}
export const EMBED_WIDGETS: string[];
export const EMBED_CHUNK_OF: Readonly<Record<string, string>>;
export function gzipSize(bytes: Uint8Array): number;
export const MAX_TAGS_A_PAGE: number;
export function widgetSets(widgets?: string[], most?: number): string[][];
export const CHAT_WIDGETS: string[];
export function partnerSitePages(dir?: string): Array<{ file: string; widgets: string[] }>;
export function partnerSiteChatPages(dir?: string): Array<SizeFigure & { widgets: string[]; lang?: string; reported: true }>;
export function partnerSitePage(page: { file: string; widgets: string[] }): SizeFigure & { widgets: string[] };
export function embedPage(widgets: string[]): SizeFigure & { widgets: string[] };
export function chatChunk(): SizeFigure;
export function chatPage(): SizeFigure & { widgets: string[]; reported: true };
export function appFirstLoad(): SizeFigure;
export function sdkCreateClient(): Promise<SizeFigure>;
export function measureSizes(): Promise<SizeFigure[]>;
