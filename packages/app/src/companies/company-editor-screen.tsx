import './companies.css';
import type { SelectItem } from '@dealgrow/sdk';
import { Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { itemName } from '../common/select-lists.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { Field } from '../forms/field.tsx';
import { useFormValidity } from '../forms/use-form-validity.ts';
import { EditGate } from '../listings/index.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { AvailabilityNote } from './availability-note.tsx';
import { DangerZone } from './danger-zone.tsx';
import { COMPANY_SIZES, type Company, type CompanyType, slugOf } from './types.ts';
import { useAvailability } from './use-availability.ts';

const FORM_ID = 'company-form';

/** The form's text fields; numbers and selects are kept as their input's text. */
interface CompanyFormValues {
  name: string;
  slug: string;
  typeId: string;
  about: string;
  website: string;
  location: string;
  industryId: string;
  foundedYear: string;
  size: string;
}

const valuesOf = (company: Company | null): CompanyFormValues => ({
  name: company?.name ?? '',
  slug: company?.slug ?? '',
  typeId: company?.type ? String(company.type.id) : '',
  about: company?.about ?? '',
  website: company?.website ?? '',
  location: company?.location ?? '',
  industryId: company?.industry ? String(company.industry.id) : '',
  foundedYear: company?.founded_year ? String(company.founded_year) : '',
  size: company?.size ?? '',
});

/** What each emptied field is called on `PATCH /company/{id}/{field}/remove`. */
const REMOVABLE = {
  typeId: 'type',
  about: 'about',
  website: 'website',
  location: 'location',
  industryId: 'industry',
  foundedYear: 'founded_year',
  size: 'size',
} as const;

/** `/companies/new`: a member creates a company page; they become its owner. */
export function NewCompanyScreen() {
  return <CompanyEditor company={null} />;
}

/** `/companies/:slug/edit`: the company's owner and managers change it. */
export function EditCompanyScreen() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { client } = useSession();
  const { state, reload } = useLoaded(`company-${slug}`, (signal) => client.companies.get(slug, { signal }));
  return (
    <EditGate
      title={t('companies.form.editTitle')}
      loaded={state}
      reload={reload}
      allowed={(company) => company.isManager}
      refusal={t('companies.form.forbidden')}
    >
      {(company) => <CompanyEditor company={company} />}
    </EditGate>
  );
}

interface Lists {
  types: CompanyType[];
  industries: SelectItem[];
}

function CompanyEditor({ company }: { company: Company | null }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const lists = useLoaded<Lists>('company-lists', async (signal) => {
    const [types, industries] = await Promise.all([client.companies.types({ signal }), client.general.industries({ signal })]);
    if (!types.success) return types;
    if (!industries.success) return industries;
    return { ...types, data: { types: types.data, industries: industries.data } };
  });
  const title = company ? t('companies.form.editTitle') : t('companies.form.createTitle');
  return (
    <div className="container page page--narrow">
      <header className="page-header">
        <h1>{title}</h1>
        <p className="lead">{t('companies.form.lead')}</p>
      </header>
      {lists.state.status === 'loading' && <Loading />}
      {lists.state.status === 'error' && <LoadFailed error={lists.state.error} onRetry={lists.reload} />}
      {lists.state.status === 'ready' && <CompanyForm company={company} lists={lists.state.data} />}
      {company?.isOwner && <DeleteCompany company={company} />}
    </div>
  );
}

/**
 * The owner's danger zone: deleting the page takes its deals, products, posts, showroom, managers and follows with
 * it; leads stay with their members (docs/companies-and-clubs.md, `DELETE /company/{id}`). Then to "My companies".
 */
function DeleteCompany({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { client, state } = useSession();
  const { user } = useMember();
  const { localize } = useLocalize();
  const navigate = useNavigate();
  return (
    <DangerZone
      title={t('companies.delete.title')}
      text={t('companies.delete.text')}
      button={t('companies.delete.button')}
      confirmation={t('companies.delete.confirm', { name: company.name })}
      remove={() => client.companies.remove(company.id)}
      onRemoved={() => {
        // The member no longer manages it: the session's grants follow (SPEC §6).
        const other = (id: number) => id !== company.id;
        state.user.getState().setUser({
          ...user,
          authorized_companies: user.authorized_companies.filter(other),
          lead_manager_companies: user.lead_manager_companies.filter(other),
        });
        if (state.company.getState().company?.id === company.id) state.company.getState().setCompany(null);
        navigate(localize('/companies?tab=mine'), { replace: true });
      }}
    />
  );
}

function CompanyForm({ company, lists }: { company: Company | null; lists: Lists }) {
  const { t } = useTranslation();
  const { client, state } = useSession();
  const { user } = useMember();
  const { lang, localize } = useLocalize();
  const navigate = useNavigate();
  const { ref, valid } = useFormValidity();
  const [values, setValues] = useState<CompanyFormValues>(() => valuesOf(company));
  // A new company's address follows its name until the member writes one.
  const [slugTouched, setSlugTouched] = useState(company !== null);
  const [logo, setLogo] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  // Who sees the logo (an existing page's setting: a new page's logo is public until it is changed here).
  const [visibility, setVisibility] = useState<'public' | 'members'>(company?.profile_picture_visibility ?? 'public');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const availability = useAvailability(values.slug, (slug, signal) => client.companies.slugAvailable(slug, { signal }), company?.slug);

  function change<K extends keyof CompanyFormValues>(field: K, value: CompanyFormValues[K]) {
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === 'name' && !slugTouched ? { slug: slugOf(value) } : {}),
    }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    setFormError(null);
  }

  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const whole = (value: string) => (value.trim() === '' ? undefined : Number(value));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || saving || availability === 'taken' || availability === 'checking') return;
    setSaving(true);
    const fields = {
      name: values.name.trim(),
      slug: values.slug.trim(),
      typeId: whole(values.typeId),
      about: text(values.about),
      website: text(values.website),
      location: text(values.location),
      industryId: whole(values.industryId),
      foundedYear: whole(values.foundedYear),
      size: COMPANY_SIZES.find((size) => size === values.size),
      ...(logo ? { logo } : {}),
      ...(cover ? { cover_image: cover } : {}),
    };
    const answer = company ? await client.companies.update(company.id, fields) : await client.companies.create(fields);
    if (answer.success && company) {
      // A field the member emptied is removed on its own route (an absent field means "unchanged").
      const before = valuesOf(company);
      for (const [field, route] of Object.entries(REMOVABLE) as Array<[keyof typeof REMOVABLE, (typeof REMOVABLE)[keyof typeof REMOVABLE]]>)
        if (before[field] !== '' && values[field].trim() === '') await client.companies.removeField(company.id, route);
    }
    if (answer.success && company && visibility !== company.profile_picture_visibility) {
      const shown = await client.companies.setPictureVisibility(company.id, visibility);
      if (!shown.success) {
        setSaving(false);
        setFormError(messageOf(shown.error, t));
        return;
      }
    }
    setSaving(false);
    if (answer.success) {
      if (!company)
        // The member manages the new company: the session's authorized_companies follows (SPEC §6).
        state.user.getState().setUser({ ...user, authorized_companies: [...user.authorized_companies, answer.data.id] });
      navigate(localize(`/companies/${encodeURIComponent(answer.data.slug)}`));
      return;
    }
    if (answer.error.code === 'slug_taken') {
      setErrors({ slug: t('companies.form.slugTaken') });
      return;
    }
    const known = Object.keys(values);
    const found: Record<string, string> = {};
    for (const [field, message] of Object.entries(answer.error.fields ?? {})) if (known.includes(field)) found[field] = message;
    setErrors(found);
    setFormError(Object.keys(found).length ? null : messageOf(answer.error, t));
  }

  const select = (field: 'typeId' | 'industryId' | 'size', label: string, options: Array<[string, string]>) => (
    <div className={errors[field] ? 'field field--invalid' : 'field'}>
      <label htmlFor={`${FORM_ID}-${field}`}>{label}</label>
      <select
        id={`${FORM_ID}-${field}`}
        name={field}
        value={values[field]}
        aria-invalid={errors[field] ? 'true' : undefined}
        onChange={(event) => change(field, event.target.value)}
      >
        <option value="">{t('companies.form.choose')}</option>
        {options.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
      {errors[field] && <p className="field-error">{errors[field]}</p>}
    </div>
  );
  const slugError = errors.slug ?? (availability === 'taken' ? t('companies.form.slugTaken') : undefined);
  const thisYear = new Date().getFullYear();

  return (
    <form id={FORM_ID} ref={ref} className={cardClassName('deal-form company-form')} onSubmit={submit} noValidate>
      <Field
        form={FORM_ID}
        name="name"
        label={t('companies.form.name')}
        required
        maxLength={120}
        value={values.name}
        error={errors.name}
        onChange={(event) => change('name', event.target.value)}
      />
      <div {...(availability === 'checking' || availability === 'taken' ? { isvalid: 'no' } : {})}>
        <Field
          form={FORM_ID}
          name="slug"
          label={t('companies.form.slug')}
          required
          maxLength={60}
          autoCapitalize="none"
          spellCheck={false}
          value={values.slug}
          error={slugError}
          hint={<AvailabilityNote availability={availability} address={`/companies/${values.slug.trim()}`} />}
          onChange={(event) => {
            setSlugTouched(true);
            change('slug', event.target.value);
          }}
        />
      </div>
      <div className="field-row">
        {select(
          'typeId',
          t('companies.form.type'),
          lists.types.map((type) => [String(type.id), type.name]),
        )}
        {select(
          'industryId',
          t('companies.form.industry'),
          lists.industries.map((item) => [String(item.id), itemName(item, lang)]),
        )}
      </div>
      <div className={errors.about ? 'field field--invalid' : 'field'}>
        <label htmlFor={`${FORM_ID}-about`}>{t('companies.form.about')}</label>
        <textarea
          id={`${FORM_ID}-about`}
          name="about"
          rows={5}
          maxLength={5000}
          value={values.about}
          aria-invalid={errors.about ? 'true' : undefined}
          onChange={(event) => change('about', event.target.value)}
        />
        {errors.about && <p className="field-error">{errors.about}</p>}
      </div>
      <div className="field-row">
        <Field
          form={FORM_ID}
          name="website"
          type="url"
          label={t('companies.form.website')}
          maxLength={300}
          value={values.website}
          error={errors.website}
          onChange={(event) => change('website', event.target.value)}
        />
        <Field
          form={FORM_ID}
          name="location"
          label={t('companies.form.location')}
          maxLength={200}
          value={values.location}
          error={errors.location}
          onChange={(event) => change('location', event.target.value)}
        />
      </div>
      <div className="field-row">
        <Field
          form={FORM_ID}
          name="foundedYear"
          type="number"
          min={1800}
          max={thisYear}
          label={t('companies.form.foundedYear')}
          value={values.foundedYear}
          error={errors.foundedYear}
          onChange={(event) => change('foundedYear', event.target.value)}
        />
        {select(
          'size',
          t('companies.form.size'),
          COMPANY_SIZES.map((size) => [size, t('companies.about.employees', { size })]),
        )}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${FORM_ID}-logo`}>{t('companies.form.logo')}</label>
          <input
            id={`${FORM_ID}-logo`}
            name="logo"
            type="file"
            accept="image/*"
            onChange={(event) => setLogo(event.target.files?.[0] ?? null)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${FORM_ID}-cover`}>{t('companies.form.cover')}</label>
          <input
            id={`${FORM_ID}-cover`}
            name="cover_image"
            type="file"
            accept="image/*"
            onChange={(event) => setCover(event.target.files?.[0] ?? null)}
          />
        </div>
      </div>
      {company && (
        <fieldset className="field">
          <legend>{t('companies.form.logoVisibility')}</legend>
          <div className="choice-row">
            {(['public', 'members'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="profile_picture_visibility"
                  value={value}
                  checked={visibility === value}
                  onChange={() => {
                    setVisibility(value);
                    setFormError(null);
                  }}
                />{' '}
                {t(`companies.form.logoVisibilityChoice.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {formError && (
        <p className="notice notice--danger" role="alert">
          {formError}
        </p>
      )}
      <div className="form-actions">
        <Button type="submit" variant="primary" disabled={!valid || saving}>
          {saving ? t('companies.form.saving') : company ? t('companies.form.save') : t('companies.form.create')}
        </Button>
      </div>
    </form>
  );
}
