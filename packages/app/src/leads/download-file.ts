import type { FilesResource } from '@dealgrow/sdk';

/** Saves a lead file: it is fetched with the member's token (only lead parties may read it), then handed to the browser by name. */
export async function downloadFile(files: FilesResource, file: { path: string; name: string }) {
  const answer = await files.download({ blobName: file.path });
  if (!answer.success) return answer;
  const url = URL.createObjectURL(answer.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return answer;
}
