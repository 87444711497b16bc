import { useTranslation } from 'react-i18next';

/** A labelled input of the composer, with its error below it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  ...rest
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: string;
  required?: boolean;
  maxLength?: number;
  min?: number;
}) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled select of the composer: `options` as [value, name], a "choose" blank first unless `blank` is false. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  blank = true,
  required,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
  blank?: boolean;
  required?: boolean;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        required={required}
        aria-invalid={error ? 'true' : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {blank && <option value="">{t('posts.composer.choose')}</option>}
        {options.map(([optionValue, name]) => (
          <option key={optionValue} value={optionValue}>
            {name}
          </option>
        ))}
      </select>
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
