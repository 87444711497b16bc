import type { QueryOf } from '../contract.ts';
import type { CallOptions, Transport } from '../transport/client.ts';
import type { ApiResult } from '../transport/result.ts';

export type DownloadQuery = QueryOf<'downloadFile'>;

/** Stored files (SPEC §7 GET /api/azure/download): by the `path` of an uploaded file. */
export function filesResource(transport: Transport) {
  return {
    /** The file's bytes as a Blob. */
    download: (query: DownloadQuery, options?: CallOptions): Promise<ApiResult<Blob>> =>
      transport.request<Blob>({ method: 'GET', path: '/api/azure/download', query: { ...query }, responseType: 'blob', ...options }),
    /** A link to the file, e.g. for `<a href>` or `<img src>` (inline shows images, PDF and video in the page). */
    downloadUrl: (path: string, options: { inline?: boolean } = {}): string =>
      `${transport.baseURL}/api/azure/download?blobName=${encodeURIComponent(path)}${options.inline ? '&returnAsBlob=false' : ''}`,
  };
}

export type FilesResource = ReturnType<typeof filesResource>;
