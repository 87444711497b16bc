import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';
import { PDF, PNG, sendForm } from '../../test/uploads.ts';
import { judgeContent } from './content-type.ts';
import { storeFiles } from './files.ts';
import { azureStorage, type FileStorage, folderStorage, memoryStorage, newStorageKey } from './storage.ts';
import { displayName } from './uploads.ts';

/** The emulator's well-known development account (documented by Microsoft, not a secret). */
const AZURITE_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Azurite did not open port ${port} within ${timeoutMs} ms`);
}

/** Starts the Azurite blob emulator from node_modules on a free port, in memory. */
async function startAzurite(): Promise<{ connectionString: string; stop(): Promise<void> }> {
  const port = await freePort();
  const bin = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'azurite-blob');
  const child: ChildProcess = spawn(
    bin,
    ['--inMemoryPersistence', '--blobHost', '127.0.0.1', '--blobPort', String(port), '--skipApiVersionCheck', '--silent'],
    { stdio: 'ignore' },
  );
  await waitForPort(port, 20_000);
  return {
    connectionString: `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${AZURITE_KEY};BlobEndpoint=http://127.0.0.1:${port}/devstoreaccount1;`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function exerciseStorage(storage: FileStorage) {
  const key = newStorageKey('pdf');
  expect(await storage.get(key)).toBeUndefined();
  await storage.put(key, PDF, 'application/pdf');
  expect((await storage.get(key))?.equals(PDF)).toBe(true);
  await storage.delete(key);
  expect(await storage.get(key)).toBeUndefined();
  await storage.delete(key);
  // Only server-made keys reach the disk or a blob name.
  await expect(storage.put('../escape.txt', PDF, 'text/plain')).rejects.toThrow('Not a storage key');
  expect(await storage.get('../../etc/passwd')).toBeUndefined();
}

describe('file storage', () => {
  let azurite: Awaited<ReturnType<typeof startAzurite>>;
  let folder: string;
  beforeAll(async () => {
    [azurite, folder] = await Promise.all([startAzurite(), mkdtemp(join(tmpdir(), 'dealgrow-files-'))]);
  });
  afterAll(async () => {
    await azurite?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('keeps, reads and deletes bytes in memory', () => exerciseStorage(memoryStorage()));

  it('keeps, reads and deletes bytes in a local folder, under server-made keys only', async () => {
    await exerciseStorage(folderStorage(folder));
    const storage = folderStorage(folder);
    const key = newStorageKey('png');
    await storage.put(key, PNG, 'image/png');
    const [year] = await readdir(folder);
    expect(key.startsWith(`${year}/`)).toBe(true);
  });

  it('keeps, reads and deletes blobs in Azure Blob storage (Azurite), creating the container', async () => {
    await exerciseStorage(azureStorage(azurite.connectionString, 'dealgrow-test'));
  });

  it('judges content by magic bytes, not by name', async () => {
    expect(await judgeContent(PNG, 'photo.pdf')).toEqual({ mimeType: 'image/png', extension: 'png' });
    expect(await judgeContent(Buffer.from('a,b\n1,2\n'), 'prices.csv')).toEqual({ mimeType: 'text/csv', extension: 'csv' });
    expect(await judgeContent(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg')).toEqual({
      mimeType: 'image/svg+xml',
      extension: 'svg',
    });
    await expect(judgeContent(Buffer.from('<html></html>'), 'page.html')).rejects.toMatchObject({ statusCode: 415 });
    await expect(judgeContent(Buffer.from([0, 1, 2, 3, 0, 5]), 'data.csv')).rejects.toMatchObject({ statusCode: 415 });
    await expect(judgeContent(Buffer.from('not an svg'), 'logo.svg')).rejects.toMatchObject({ statusCode: 415 });
    expect(displayName('C:\\Users\\me\\..\\report\u0000.pdf')).toBe('report.pdf');
    expect(displayName('../../.htaccess')).toBe('htaccess');
    expect(displayName('')).toBe('file');
  });

  describe.each(productionDatabase)('served over HTTP on %s', (kind) => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(kind, { azureStorageConnectionString: azurite.connectionString, azureStorageContainer: `files-${kind}` });
    });
    afterAll(async () => t?.close());

    it('stores deal uploads in Azure Blob storage and downloads them by key with the stored name', async () => {
      const member = await signUp(t.url);
      const created = await sendForm(t.url, 'POST', '/deals', {
        token: member.token,
        fields: { title: 'Catalogue', type: 'offer' },
        files: [
          { name: 'Catalogue été.pdf', data: PDF },
          { name: 'photo.png', data: PNG },
          { name: 'logo.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
        ],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const [pdf, png, svg] = created.body.files;
      expect(t.server.config.azureStorageConnectionString).toBeDefined();

      const download = await fetch(
        `${t.url}/api/azure/download?blobName=${encodeURIComponent(pdf.path)}&returnAsBlob=true&blobExtension=pdf`,
      );
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="Catalogue _t_.pdf"; filename*=UTF-8''${encodeURIComponent('Catalogue été.pdf')}`,
      );
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);

      const renamed = await fetch(`${t.url}/api/azure/download?blobName=${encodeURIComponent(png.path)}&blobExtension=jpeg`);
      expect(renamed.headers.get('content-disposition')).toContain('filename="photo.png.jpeg"');
      const inline = await fetch(`${t.url}/api/azure/download?blobName=${encodeURIComponent(png.path)}&returnAsBlob=false`);
      expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
      expect(inline.headers.get('content-type')).toBe('image/png');

      const script = await fetch(`${t.url}/api/azure/download?blobName=${encodeURIComponent(svg.path)}&returnAsBlob=false`);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toBe('image/svg+xml');
      expect(script.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(script.headers.get('x-content-type-options')).toBe('nosniff');
      expect(script.headers.get('content-security-policy')).toContain('sandbox');
    });

    it('answers 404 for unknown keys, 400 for bad parameters, and guards files of private owners', async () => {
      expect((await call(t.url, 'GET', '/api/azure/download?blobName=2025/01/00000000000000000000000000000000.pdf')).status).toBe(404);
      expect((await call(t.url, 'GET', '/api/azure/download?blobName=../../etc/passwd')).status).toBe(404);
      expect((await call(t.url, 'GET', '/api/azure/download')).status).toBe(400);
      expect((await call(t.url, 'GET', '/api/azure/download?blobName=x&blobExtension=../exe')).status).toBe(400);
      expect((await call(t.url, 'GET', '/api/azure/download?blobName=x&returnAsBlob=maybe')).status).toBe(400);

      const uploader = await signUp(t.url);
      const other = await signUp(t.url);
      // An owner type without a read rule (as a lead's files before its module says who reads them): the uploader only.
      const [secret] = await storeFiles(
        { db: t.server.db, files: azureStorage(azurite.connectionString, `files-${kind}`) },
        'private_note',
        1,
        [{ fieldName: 'files', name: 'note.pdf', data: PDF, size: PDF.length, mimeType: 'application/pdf', extension: 'pdf' }],
        uploader.user.id,
      );
      const path = `/api/azure/download?blobName=${encodeURIComponent(secret?.path ?? '')}`;
      expect((await call(t.url, 'GET', path)).status).toBe(404);
      expect((await call(t.url, 'GET', path, { token: other.token })).status).toBe(404);
      expect((await call(t.url, 'GET', path, { token: uploader.token })).status).toBe(200);

      await t.server.db.query('UPDATE files SET owner_type = $2 WHERE id = $1', [secret?.id, 'deal']);
      const deal = await sendForm(t.url, 'POST', '/deals', { token: uploader.token, fields: { title: 'Locked', type: 'offer' } });
      await t.server.db.query('UPDATE files SET owner_id = $2, is_downloadable = false WHERE id = $1', [secret?.id, deal.body.id]);
      expect((await call(t.url, 'GET', path, { token: other.token })).status).toBe(403);
      expect((await call(t.url, 'GET', path, { token: uploader.token })).status).toBe(200);
    });
  });
});
