import type { ApiError, ProductDetail } from '@dealgrow/sdk';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FilePicker } from '../deals/file-picker.tsx';
import { LoadFailed, Loading } from '../deals/load-state.tsx';
import { messageOf } from '../deals/messages.ts';
import { itemName, type SelectLists, useSelectLists } from '../deals/select-lists.ts';
import { useListingId } from '../deals/use-deal-id.ts';
import { useLoaded } from '../deals/use-loaded.ts';
import { formErrorsOf } from '../forms/api-errors.ts';
import { Field } from '../forms/field.tsx';
import { useFormValidity } from '../forms/use-form-validity.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { NotFoundScreen } from '../screens/not-found.tsx';
import { useMember, useSession } from '../session/session.tsx';
import {
  EMPTY_PRODUCT_FORM,
  newProductInput,
  PRODUCT_FORM_FIELDS,
  type ProductFormValues,
  productChangeInput,
  productFormValuesOf,
} from './product-form.ts';
import '../deals/deals.css';

const FORM_ID = 'product-form';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container page page--narrow">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      {children}
    </div>
  );
}

/** /products/new: a member adds a product. */
export function NewProductScreen() {
  const { t } = useTranslation();
  return (
    <Frame title={t('products.form.createTitle')}>
      <ProductEditor product={null} />
    </Frame>
  );
}

/** /products/:id/edit: the form for those who may change the product; the server's refusal for others. */
export function EditProductScreen() {
  const id = useListingId();
  return id === null ? <NotFoundScreen /> : <EditProduct id={id} />;
}

function EditProduct({ id }: { id: number }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { state, reload } = useLoaded(`product-${id}`, (signal) => client.products.get(id, { signal }));
  return (
    <Frame title={t('products.form.editTitle')}>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <LoadFailed error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (state.data.can_edit ? <ProductEditor product={state.data} /> : <Refused id={id} />)}
    </Frame>
  );
}

function Refused({ id }: { id: number }) {
  const { client } = useSession();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  useEffect(() => {
    // The server checks who asks before reading the change, so this answers its 403 and changes nothing.
    void client.products.update(id, {}).then((answer) => {
      if (!answer.success) setRefusal(answer.error);
    });
  }, [client, id]);
  return refusal ? <LoadFailed error={refusal} /> : <Loading />;
}

function ProductEditor({ product }: { product: ProductDetail | null }) {
  const { client } = useSession();
  const lists = useSelectLists(client);
  if (lists.state.status === 'loading') return <Loading />;
  if (lists.state.status === 'error') return <LoadFailed error={lists.state.error} onRetry={lists.reload} />;
  return <ProductForm product={product} lists={lists.state.data} />;
}

function ProductForm({ product, lists }: { product: ProductDetail | null; lists: SelectLists }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { user } = useMember();
  const { lang, localize } = useLocalize();
  const navigate = useNavigate();
  const { ref, valid } = useFormValidity();
  const [values, setValues] = useState<ProductFormValues>(() => (product ? productFormValuesOf(product) : EMPTY_PRODUCT_FORM));
  const [files, setFiles] = useState<File[]>([]);
  const [removedFiles, setRemovedFiles] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const companyIds = [...new Set([...user.authorized_companies, ...(product?.company_id ? [product.company_id] : [])])];

  function change(field: keyof ProductFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    setFormError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || saving) return;
    setSaving(true);
    const answer = product
      ? await client.products.update(product.id, productChangeInput(values, files, removedFiles))
      : await client.products.create(newProductInput(values, files));
    setSaving(false);
    if (answer.success) return navigate(localize(`/products/${answer.data.id}`));
    const found = formErrorsOf(answer.error, PRODUCT_FORM_FIELDS, t);
    setErrors(found.fields);
    setFormError(found.form);
  }

  async function remove() {
    if (!product || !window.confirm(t('deals.form.confirmDelete'))) return;
    const answer = await client.products.remove(product.id);
    if (!answer.success) return setFormError(messageOf(answer.error, t));
    navigate(localize('/products'));
  }

  const select = (field: keyof ProductFormValues, label: string, options: Array<[string, string]>, empty: string) => (
    <div className={errors[field] ? 'field field--invalid' : 'field'}>
      <label htmlFor={`${FORM_ID}-${field}`}>{label}</label>
      <select
        id={`${FORM_ID}-${field}`}
        name={field}
        value={values[field]}
        aria-invalid={errors[field] ? 'true' : undefined}
        onChange={(event) => change(field, event.target.value)}
      >
        <option value="">{empty}</option>
        {options.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
      {errors[field] && (
        <p className="field-error" role="alert">
          {errors[field]}
        </p>
      )}
    </div>
  );
  const input = (field: 'title' | 'price' | 'stock', label: string, extra: Record<string, string | number | boolean>) => (
    <Field
      form={FORM_ID}
      name={field}
      label={label}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => change(field, event.target.value)}
      {...extra}
    />
  );

  return (
    <form id={FORM_ID} ref={ref} className="panel deal-form" onSubmit={submit} noValidate>
      {input('title', t('deals.form.title'), { required: true, maxLength: 200 })}
      <div className="field-row">
        {select(
          'industry_id',
          t('deals.form.industry'),
          lists.industries.map((item) => [String(item.id), itemName(item, lang)]),
          t('deals.form.choose'),
        )}
        {select(
          'category_id',
          t('deals.form.category'),
          lists.categories.map((item) => [String(item.id), itemName(item, lang)]),
          t('deals.form.choose'),
        )}
      </div>
      <div className="field-row">
        {select(
          'currency',
          t('deals.form.currency'),
          lists.currencies.map((currency) => [currency.code, `${currency.code} — ${itemName(currency, lang)}`]),
          t('deals.form.choose'),
        )}
        {input('price', t('deals.form.price'), { type: 'number', min: 0, step: 'any', inputMode: 'decimal' })}
        {input('stock', t('deals.form.stock'), { type: 'number', min: 0, step: 1 })}
      </div>
      <div className={errors.description ? 'field field--invalid' : 'field'}>
        <label htmlFor={`${FORM_ID}-description`}>{t('deals.form.description')}</label>
        <textarea
          id={`${FORM_ID}-description`}
          name="description"
          rows={5}
          maxLength={20_000}
          value={values.description}
          aria-invalid={errors.description ? 'true' : undefined}
          onChange={(event) => change('description', event.target.value)}
        />
        {errors.description && (
          <p className="field-error" role="alert">
            {errors.description}
          </p>
        )}
      </div>
      {select(
        'company_id',
        t('deals.form.company'),
        companyIds.map((id) => [
          String(id),
          product?.company?.id === id ? product.company.name : t('deals.form.companyLabel', { id: String(id) }),
        ]),
        t('deals.form.asMyself'),
      )}
      <FilePicker
        id={`${FORM_ID}-files`}
        files={files}
        onFiles={setFiles}
        attached={product?.files ?? []}
        removed={removedFiles}
        onRemoved={setRemovedFiles}
        error={errors.files}
      />
      {formError && (
        <p className="notice notice--danger" role="alert">
          {formError}
        </p>
      )}
      <div className="row-actions">
        <button type="submit" className="button button--primary" disabled={!valid || saving}>
          {saving ? t('deals.form.saving') : product ? t('deals.form.save') : t('products.form.create')}
        </button>
        {product && (
          <button type="button" className="button button--danger" onClick={() => void remove()}>
            {t('deals.form.delete')}
          </button>
        )}
      </div>
    </form>
  );
}
