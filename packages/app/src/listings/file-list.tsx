import type { DealDetail } from '@dealgrow/sdk';
import { cardClassName } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session.tsx';

export type UploadedFile = DealDetail['files'][number];

const sizeText = (bytes: number, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'unit', unit: bytes >= 1_048_576 ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(
    bytes >= 1_048_576 ? bytes / 1_048_576 : Math.max(bytes / 1024, 0.1),
  );

/** A listing's files, each a download link through the SDK (GET /api/azure/download). */
export function FileList({ files }: { files: UploadedFile[] }) {
  const { t } = useTranslation();
  return (
    <section className={cardClassName('deal-section')} aria-labelledby="files-title" data-section="files">
      <h2 id="files-title">{t('deals.files.title')}</h2>
      {files.length === 0 ? <p className="empty-state">{t('deals.files.empty')}</p> : <FileLinks files={files} details />}
    </section>
  );
}

/**
 * Files as download links through the SDK (a listing's, a business offer's). With `details`, each link is named
 * "Download …" and followed by the file's type and size; without, the link is the file's name alone.
 */
export function FileLinks({ files, label, details = false }: { files: UploadedFile[]; label?: string; details?: boolean }) {
  const { t, i18n } = useTranslation();
  const { client } = useSession();
  return (
    <ul className="file-list" aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <a
            href={client.files.downloadUrl(file.path)}
            download={file.name}
            aria-label={details ? t('deals.files.download', { name: file.name }) : undefined}
          >
            {file.name}
          </a>
          {details && (
            <span className="file-list__meta">
              {file.mime_type} · {sizeText(file.size, i18n.language)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
