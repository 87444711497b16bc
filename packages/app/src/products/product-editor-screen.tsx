import type { ProductDetail } from '@dealgrow/sdk';
import { cardClassName } from '@dealgrow/widgets';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { NotFoundScreen } from '../common/not-found.tsx';
import { type SelectLists, useSelectLists } from '../common/select-lists.ts';
import { useListingId } from '../common/use-deal-id.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { Field } from '../forms/field.tsx';
import { useFormValidity } from '../forms/use-form-validity.ts';
import {
  ClassificationFields,
  CompanyField,
  companyChoices,
  DescriptionField,
  EditRefusal,
  FormFooter,
  PriceFields,
  useListingForm,
} from '../listings/index.ts';
import { useLocalize } from '../routing/use-localize.ts';
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
  return <EditRefusal ask={() => client.products.update(id, {})} />;
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
  const { localize } = useLocalize();
  const navigate = useNavigate();
  const { ref, valid } = useFormValidity();
  const form = useListingForm<ProductFormValues>(() => (product ? productFormValuesOf(product) : EMPTY_PRODUCT_FORM), PRODUCT_FORM_FIELDS);
  const { values, change, errors } = form;
  const companyIds = companyChoices(user.authorized_companies, product?.company_id);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      valid,
      () =>
        product
          ? client.products.update(product.id, productChangeInput(values, form.files, form.removedFiles))
          : client.products.create(newProductInput(values, form.files)),
      (saved) => navigate(localize(`/products/${saved.id}`)),
    );

  const remove = (existing: ProductDetail) =>
    form.remove(
      t('deals.form.confirmDelete'),
      () => client.products.remove(existing.id),
      () => navigate(localize('/products')),
    );

  return (
    <form id={FORM_ID} ref={ref} className={cardClassName('deal-form')} onSubmit={(event) => void submit(event)} noValidate>
      <Field
        form={FORM_ID}
        name="title"
        label={t('deals.form.title')}
        value={values.title}
        error={errors.title}
        onChange={(event) => change('title', event.target.value)}
        required
        maxLength={200}
      />
      <ClassificationFields form={FORM_ID} lists={lists} values={values} errors={errors} onChange={change} />
      <PriceFields form={FORM_ID} lists={lists} values={values} errors={errors} onChange={change} />
      <DescriptionField
        form={FORM_ID}
        value={values.description}
        error={errors.description}
        onChange={(value) => change('description', value)}
      />
      <CompanyField
        form={FORM_ID}
        ids={companyIds}
        names={product?.company ? { [product.company.id]: product.company.name } : {}}
        value={values.company_id}
        error={errors.company_id}
        onChange={(value) => change('company_id', value)}
      />
      <FormFooter
        form={FORM_ID}
        state={form}
        attached={product?.files ?? []}
        exists={product !== null}
        valid={valid}
        createLabel={t('products.form.create')}
        onDelete={() => product && void remove(product)}
      />
    </form>
  );
}
