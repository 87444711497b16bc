import type { ApiError, ApiResult } from '@dealgrow/sdk';
import type { Language } from '@dealgrow/sdk/state';
import { Button } from '@dealgrow/widgets';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../common/error-notice.tsx';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { itemName, type SelectLists } from '../common/select-lists.ts';
import { formErrorsOf } from '../forms/api-errors.ts';
import { Field } from '../forms/field.tsx';
import { useLocalize } from '../routing/use-localize.ts';
import type { UploadedFile } from './file-list.tsx';
import { FilePicker } from './file-picker.tsx';

/**
 * The state every listing editor holds (a deal's, a product's): the values as typed, the files to upload and the
 * attached ones to remove, the server's field and form errors, and whether it is saving.
 */
export function useListingForm<V extends object>(initial: () => V, fields: readonly string[]) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [files, setFiles] = useState<File[]>([]);
  const [removedFiles, setRemovedFiles] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function change<K extends keyof V>(field: K, value: V[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field as string]: _dropped, ...rest }) => rest);
    setFormError(null);
  }

  function chooseFiles(chosen: File[]) {
    setFiles(chosen);
    setErrors(({ files: _dropped, ...rest }) => rest);
  }

  /** Sends the form once at a time; what the server refuses lands at its field, or above the buttons. */
  async function submit<T>(event: FormEvent<HTMLFormElement>, valid: boolean, save: () => Promise<ApiResult<T>>, saved: (data: T) => void) {
    event.preventDefault();
    if (!valid || saving) return;
    setSaving(true);
    const answer = await save();
    setSaving(false);
    if (answer.success) return saved(answer.data);
    const found = formErrorsOf(answer.error, fields, t);
    setErrors(found.fields);
    setFormError(found.form);
  }

  /** Deletes the listing once the member confirms; a refusal shows above the buttons. */
  async function remove(confirmation: string, call: () => Promise<ApiResult<undefined>>, removed: () => void) {
    if (!window.confirm(confirmation)) return;
    const answer = await call();
    if (!answer.success) return setFormError(messageOf(answer.error, t));
    removed();
  }

  return { values, change, files, chooseFiles, removedFiles, setRemovedFiles, errors, formError, saving, submit, remove };
}

type ListingFormState = ReturnType<typeof useListingForm<object>>;

/** The companies a member may list as: those they manage, and the one the listing already names. */
export function companyChoices(authorized: number[], current: number | null | undefined): number[] {
  return [...new Set([...authorized, ...(current ? [current] : [])])];
}

/** A labelled select whose first option is `empty`; the server's message for the field below it. */
export function SelectField({
  form,
  name,
  label,
  value,
  options,
  empty,
  error,
  onChange,
}: {
  form: string;
  name: string;
  label: string;
  value: string;
  options: Array<[string, string]>;
  empty: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = `${form}-${name}`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{empty}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A number the member types as text (an empty field stays empty, never 0). */
export function AmountField({
  form,
  name,
  label,
  step,
  value,
  error,
  onChange,
}: {
  form: string;
  name: string;
  label: string;
  step: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      form={form}
      name={name}
      label={label}
      type="number"
      min={0}
      step={step}
      inputMode="decimal"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The listing's description (a business offer's takes its own label and a shorter text). */
export function DescriptionField({
  form,
  value,
  error,
  onChange,
  label,
  rows = 5,
  maxLength = 20_000,
}: {
  form: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  label?: string;
  rows?: number;
  maxLength?: number;
}) {
  const { t } = useTranslation();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={`${form}-description`}>{label ?? t('deals.form.description')}</label>
      <textarea
        id={`${form}-description`}
        name="description"
        rows={rows}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? 'true' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A row of fields of the listing's values, with the select lists to choose from. */
interface FieldGroupProps<F extends string> {
  form: string;
  lists: SelectLists;
  values: Record<F, string>;
  errors: Record<string, string>;
  onChange: (field: F, value: string) => void;
}

type ClassificationField = 'industry_id' | 'category_id';

/** Industry and category, side by side, from the select lists. */
export function ClassificationFields({ form, lists, values, errors, onChange }: FieldGroupProps<ClassificationField>) {
  const { t } = useTranslation();
  const { lang } = useLocalize();
  const select = (name: ClassificationField, label: string, items: SelectLists['industries']) => (
    <SelectField
      form={form}
      name={name}
      label={label}
      value={values[name]}
      options={items.map((item) => [String(item.id), itemName(item, lang)])}
      empty={t('deals.form.choose')}
      error={errors[name]}
      onChange={(value) => onChange(name, value)}
    />
  );
  return (
    <div className="field-row">
      {select('industry_id', t('deals.form.industry'), lists.industries)}
      {select('category_id', t('deals.form.category'), lists.categories)}
    </div>
  );
}

/** The currencies of the select lists as options: "EUR — Euro". */
export function currencyOptions(lists: SelectLists, lang: Language): Array<[string, string]> {
  return lists.currencies.map((currency) => [currency.code, `${currency.code} — ${itemName(currency, lang)}`]);
}

type PriceField = 'currency' | 'price' | 'stock';

/** Currency, price and stock, side by side. */
export function PriceFields({ form, lists, values, errors, onChange }: FieldGroupProps<PriceField>) {
  const { t } = useTranslation();
  const { lang } = useLocalize();
  return (
    <div className="field-row">
      <SelectField
        form={form}
        name="currency"
        label={t('deals.form.currency')}
        value={values.currency}
        options={currencyOptions(lists, lang)}
        empty={t('deals.form.choose')}
        error={errors.currency}
        onChange={(value) => onChange('currency', value)}
      />
      {(['price', 'stock'] as const).map((name) => (
        <AmountField
          key={name}
          form={form}
          name={name}
          label={t(`deals.form.${name}`)}
          step={name === 'price' ? 'any' : '1'}
          value={values[name]}
          error={errors[name]}
          onChange={(value) => onChange(name, value)}
        />
      ))}
    </div>
  );
}

/** Whom the listing is posted as: the member, or one of the companies they manage. */
export function CompanyField({
  form,
  ids,
  names,
  value,
  error,
  onChange,
}: {
  form: string;
  ids: number[];
  names: Record<number, string>;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      form={form}
      name="company_id"
      label={t('deals.form.company')}
      value={value}
      options={ids.map((id) => [String(id), names[id] ?? t('deals.form.companyLabel', { id: String(id) })])}
      empty={t('deals.form.asMyself')}
      error={error}
      onChange={onChange}
    />
  );
}

/**
 * The end of a listing's form: its files (new ones to upload, attached ones to remove), the form's own error, then
 * save (or create) and, for a listing that exists, delete.
 */
export function FormFooter({
  form,
  state,
  attached,
  exists,
  valid,
  createLabel,
  onDelete,
}: {
  form: string;
  state: Pick<ListingFormState, 'files' | 'chooseFiles' | 'removedFiles' | 'setRemovedFiles' | 'errors' | 'formError' | 'saving'>;
  attached: UploadedFile[];
  exists: boolean;
  valid: boolean;
  createLabel: string;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FilePicker
        id={`${form}-files`}
        files={state.files}
        onFiles={state.chooseFiles}
        attached={attached}
        removed={state.removedFiles}
        onRemoved={state.setRemovedFiles}
        error={state.errors.files}
      />
      <ErrorNotice message={state.formError} />
      <div className="row-actions">
        <Button type="submit" variant="primary" disabled={!valid || state.saving}>
          {state.saving ? t('deals.form.saving') : exists ? t('deals.form.save') : createLabel}
        </Button>
        {exists && (
          <Button type="button" variant="danger" onClick={onDelete}>
            {t('deals.form.delete')}
          </Button>
        )}
      </div>
    </>
  );
}

/**
 * Someone who may not change the listing opened its edit page: the server's own refusal (403) is what they read.
 * `ask` sends an empty change: the server checks who asks before anything else, so it answers 403 and changes nothing.
 */
export function EditRefusal({ ask }: { ask: () => Promise<ApiResult<unknown>> }) {
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [asked] = useState(() => ask);
  useEffect(() => {
    void asked().then((answer) => {
      if (!answer.success) setRefusal(answer.error);
    });
  }, [asked]);
  return refusal ? <LoadFailed error={refusal} /> : <Loading />;
}
