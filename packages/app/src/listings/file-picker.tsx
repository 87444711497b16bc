import { Button } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from './file-list.tsx';

/** New files to upload, and the listing's attached files, each of which can be marked for removal. */
export function FilePicker({
  id,
  files,
  onFiles,
  attached = [],
  removed = [],
  onRemoved,
  error,
  label,
}: {
  id: string;
  files: File[];
  onFiles: (files: File[]) => void;
  attached?: UploadedFile[];
  removed?: number[];
  onRemoved?: (ids: number[]) => void;
  error?: string | undefined;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      {attached.length > 0 && onRemoved && (
        <fieldset className="attached-files">
          <legend>{t('deals.form.attached')}</legend>
          <ul className="file-list">
            {attached.map((file) => {
              const gone = removed.includes(file.id);
              return (
                <li key={file.id} className={gone ? 'file-list__removed' : undefined}>
                  <span>{file.name}</span>
                  <Button
                    type="button"
                    variant="quiet"
                    size="small"
                    aria-pressed={gone}
                    onClick={() => onRemoved(gone ? removed.filter((value) => value !== file.id) : [...removed, file.id])}
                  >
                    {gone ? t('deals.form.keepFile', { name: file.name }) : t('deals.form.removeFile', { name: file.name })}
                  </Button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      <label htmlFor={id}>{label ?? t('deals.form.files')}</label>
      <input
        id={id}
        name="files"
        type="file"
        multiple
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={`${id}-note`}
        onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
      />
      {files.length > 0 && (
        <ul className="file-list">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}`}>{file.name}</li>
          ))}
        </ul>
      )}
      <p id={`${id}-note`} className={error ? 'field-error' : 'field-hint'} role={error ? 'alert' : undefined}>
        {error ?? t('deals.form.filesHint')}
      </p>
    </div>
  );
}
