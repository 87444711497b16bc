import type { ApiResult, SelectItem } from '@dealgrow/sdk';
import { Avatar, Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../common/messages.ts';
import { itemName } from '../common/select-lists.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { imageUrl } from '../companies/types.ts';
import { formErrorsOf } from '../forms/api-errors.ts';
import { Field } from '../forms/field.tsx';
import { useFormValidity } from '../forms/use-form-validity.ts';
import { ErrorNotice } from '../listings/index.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { byPeriod, dateText, monthName, type Period, yearChoices } from './period.ts';
import type { Education, Experience } from './types.ts';

const PERIOD_FIELDS = ['start_date_year', 'start_date_month', 'end_date_year', 'end_date_month'] as const;
type PeriodField = (typeof PERIOD_FIELDS)[number];

/** A dated section's text fields: the first is its title (required), `description` is a long text. */
interface SectionSpec<TextField extends string, E> {
  kind: 'experiences' | 'educations';
  textFields: readonly TextField[];
  title: TextField;
  /** An experience needs its start year; an education does not. */
  startRequired: boolean;
  subtitle: (entry: E) => ReactNode;
  /** Form fields beyond the text fields (an experience's employment type and company page address). */
  extra?: FormExtra<TextField, E>;
}

/** What an extra field's render gets of its form. */
interface ExtraForm {
  formId: string;
  values: Values;
  errors: Record<string, string>;
  change: (field: string, value: string) => void;
}

interface FormExtra<TextField extends string, E> {
  /** Their names: in the values sent, and where the server's field errors show. */
  fields: readonly string[];
  /** Their values when editing an entry. */
  initial: (entry: E) => Values;
  /** Each drawn right after the text field it is keyed by. */
  after: Partial<Record<TextField, (form: ExtraForm) => ReactNode>>;
}

type Entry<TextField extends string> = Period & { id: number } & Record<TextField, string | null> & { description: string | null };
type Values = Record<string, string>;

interface DatedApi<E> {
  save(id: number | null, values: Values): Promise<ApiResult<E>>;
  remove(id: number): Promise<ApiResult<undefined>>;
}

/** A text field as the server takes it: trimmed, null when empty (which clears it on a change). */
const text = (values: Values, field: string) => (values[field] ?? '').trim() || null;
/** A year or month select: a number, null when not chosen. */
const whole = (values: Values, field: string) => (values[field] ? Number(values[field]) : null);
const periodOf = (values: Values) => ({
  start_date_year: whole(values, 'start_date_year'),
  start_date_month: whole(values, 'start_date_month'),
  end_date_year: whole(values, 'end_date_year'),
  end_date_month: whole(values, 'end_date_month'),
});

const NO_TYPES: ApiResult<SelectItem[]> = { data: [], success: true, status: 200, statusText: 'OK' };

/** GET /employment-types, read only when the section needs names: for its owner's form, or to name an entry's type. */
function useEmploymentTypes(needed: boolean): SelectItem[] {
  const { client } = useSession();
  const types = useLoaded(needed ? 'employment-types' : 'employment-types-unused', (signal) =>
    needed ? client.general.employmentTypes({ signal }) : Promise.resolve(NO_TYPES),
  );
  return types.state.status === 'ready' ? types.state.data : [];
}

/** A linked company's logo and name. No link: the app has no company page yet. */
function CompanyMark({ company }: { company: NonNullable<Experience['company']> }) {
  const { client } = useSession();
  return (
    <span className="profile-company" data-company={company.slug}>
      <Avatar className="profile-company__logo" name={company.name} src={imageUrl(client, company.logo)} size={24} />
      <span className="profile-company__name">{company.name}</span>
    </span>
  );
}

/** Experiences: current jobs first (SPEC §4); the owner adds, edits and deletes them. */
export function ExperienceSection(props: { entries: Experience[]; owner: boolean; onChange: (entries: Experience[]) => void }) {
  const { client } = useSession();
  const { t } = useTranslation();
  const { lang } = useLocalize();
  const types = useEmploymentTypes(props.owner || props.entries.some((entry) => entry.employment_type_id !== null));
  // The list's name in the page's language (English in Turkish: the list has no Turkish names), else the server's.
  const typeName = (entry: Experience) => {
    const item = types.find((type) => type.id === entry.employment_type_id);
    return item ? itemName(item, lang) : (entry.employment_type?.name ?? null);
  };
  return (
    <DatedSection<'title' | 'company_name' | 'location', Experience>
      {...props}
      spec={{
        kind: 'experiences',
        textFields: ['title', 'company_name', 'location'],
        title: 'title',
        startRequired: true,
        subtitle: (entry) => {
          const rest = [entry.company ? null : entry.company_name, typeName(entry), entry.location].filter(Boolean).join(' · ');
          if (!entry.company) return rest;
          return (
            <>
              <CompanyMark company={entry.company} />
              {rest && ` · ${rest}`}
            </>
          );
        },
        extra: {
          fields: ['employment_type_id', 'company_slug'],
          initial: (entry) => ({
            employment_type_id: entry.employment_type_id === null ? '' : String(entry.employment_type_id),
            company_slug: entry.company?.slug ?? '',
          }),
          after: {
            title: ({ formId, values, errors, change }) => (
              <div className={errors.employment_type_id ? 'field field--invalid' : 'field'}>
                <label htmlFor={`${formId}-employment_type_id`}>{t('profile.experiences.fields.employment_type_id')}</label>
                <select
                  id={`${formId}-employment_type_id`}
                  name="employment_type_id"
                  value={values.employment_type_id ?? ''}
                  aria-invalid={errors.employment_type_id ? 'true' : undefined}
                  aria-describedby={errors.employment_type_id ? `${formId}-employment_type_id-error` : undefined}
                  onChange={(event) => change('employment_type_id', event.target.value)}
                >
                  <option value="">{t('profile.period.none')}</option>
                  {types.map((type) => (
                    <option key={type.id} value={type.id}>
                      {itemName(type, lang)}
                    </option>
                  ))}
                </select>
                {errors.employment_type_id && (
                  <p id={`${formId}-employment_type_id-error`} className="field-error" role="alert">
                    {errors.employment_type_id}
                  </p>
                )}
              </div>
            ),
            company_name: ({ formId, values, errors, change }) => (
              <Field
                form={formId}
                name="company_slug"
                label={t('profile.experiences.fields.company_slug')}
                hint={t('profile.experiences.companySlugHint')}
                maxLength={100}
                autoCapitalize="none"
                spellCheck={false}
                value={values.company_slug ?? ''}
                error={errors.company_slug}
                onChange={(event) => change('company_slug', event.target.value)}
              />
            ),
          },
        },
      }}
      api={{
        save: (id, values) => {
          const input = {
            title: text(values, 'title') ?? '',
            employment_type_id: whole(values, 'employment_type_id'),
            company_slug: text(values, 'company_slug'),
            company_name: text(values, 'company_name'),
            location: text(values, 'location'),
            description: text(values, 'description'),
            ...periodOf(values),
            // Required for an experience: the form cannot be sent without it.
            start_date_year: Number(values.start_date_year),
          };
          return id === null ? client.users.addExperience(input) : client.users.updateExperience(id, input);
        },
        remove: (id) => client.users.deleteExperience(id),
      }}
    />
  );
}

/** Educations: open-ended first (SPEC §4); the owner adds, edits and deletes them. */
export function EducationSection(props: { entries: Education[]; owner: boolean; onChange: (entries: Education[]) => void }) {
  const { client } = useSession();
  return (
    <DatedSection<'school' | 'degree' | 'field_of_study', Education>
      {...props}
      spec={{
        kind: 'educations',
        textFields: ['school', 'degree', 'field_of_study'],
        title: 'school',
        startRequired: false,
        subtitle: (entry) => [entry.degree, entry.field_of_study].filter(Boolean).join(' · '),
      }}
      api={{
        save: (id, values) => {
          const input = {
            school: text(values, 'school') ?? '',
            degree: text(values, 'degree'),
            field_of_study: text(values, 'field_of_study'),
            description: text(values, 'description'),
            ...periodOf(values),
          };
          return id === null ? client.users.addEducation(input) : client.users.updateEducation(id, input);
        },
        remove: (id) => client.users.deleteEducation(id),
      }}
    />
  );
}

function DatedSection<TextField extends string, E extends Entry<TextField>>({
  entries,
  owner,
  onChange,
  spec,
  api,
}: {
  entries: E[];
  owner: boolean;
  onChange: (entries: E[]) => void;
  spec: SectionSpec<TextField, E>;
  api: DatedApi<E>;
}) {
  const { t } = useTranslation();
  const { lang } = useLocalize();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sorted = byPeriod(entries);
  const titleId = `profile-${spec.kind}-title`;

  async function remove(entry: E) {
    if (!window.confirm(t(`profile.${spec.kind}.confirmDelete`, { name: entry[spec.title] ?? '' }))) return;
    setError(null);
    const answer = await api.remove(entry.id);
    if (!answer.success) return setError(messageOf(answer.error, t));
    onChange(entries.filter((item) => item.id !== entry.id));
  }

  const period = (entry: E) => {
    const start = dateText(entry.start_date_year, entry.start_date_month, lang);
    const end = dateText(entry.end_date_year, entry.end_date_month, lang) ?? t('profile.present');
    return start ? `${start} – ${end}` : end;
  };

  return (
    <section className={cardClassName('profile-section')} aria-labelledby={titleId} data-section={spec.kind}>
      <h2 id={titleId}>{t(`profile.${spec.kind}.title`)}</h2>
      {sorted.length === 0 && editing !== 'new' && <p className="empty-state">{t(`profile.${spec.kind}.empty`)}</p>}
      <ul className="profile-entries">
        {sorted.map((entry) =>
          editing === entry.id ? (
            <li key={entry.id}>
              <DatedForm
                spec={spec}
                initial={entry}
                onCancel={() => setEditing(null)}
                onSave={async (values) => {
                  const answer = await api.save(entry.id, values);
                  if (answer.success) {
                    onChange(entries.map((item) => (item.id === entry.id ? answer.data : item)));
                    setEditing(null);
                  }
                  return answer;
                }}
              />
            </li>
          ) : (
            <li key={entry.id} className="profile-entry" data-entry={entry.id}>
              <h3>{entry[spec.title]}</h3>
              {spec.subtitle(entry) && <p className="profile-entry__sub">{spec.subtitle(entry)}</p>}
              <p className="profile-entry__period">
                {period(entry)}
                {entry.end_date_year === null && <span className="profile-badge">{t('profile.current')}</span>}
              </p>
              {entry.description && <p className="profile-entry__text">{entry.description}</p>}
              {owner && (
                <div className="row-actions">
                  <Button
                    type="button"
                    variant="secondary"
                    size="small"
                    aria-label={t('profile.editNamed', { name: entry[spec.title] ?? '' })}
                    onClick={() => setEditing(entry.id)}
                  >
                    {t('profile.editEntry')}
                  </Button>
                  <Button
                    type="button"
                    variant="danger"
                    size="small"
                    aria-label={t('profile.deleteNamed', { name: entry[spec.title] ?? '' })}
                    onClick={() => void remove(entry)}
                  >
                    {t('profile.deleteEntry')}
                  </Button>
                </div>
              )}
            </li>
          ),
        )}
      </ul>
      <ErrorNotice message={error} />
      {owner &&
        (editing === 'new' ? (
          <DatedForm
            spec={spec}
            initial={null}
            onCancel={() => setEditing(null)}
            onSave={async (values) => {
              const answer = await api.save(null, values);
              if (answer.success) {
                onChange([...entries, answer.data]);
                setEditing(null);
              }
              return answer;
            }}
          />
        ) : (
          <Button type="button" variant="secondary" onClick={() => setEditing('new')}>
            {t(`profile.${spec.kind}.add`)}
          </Button>
        ))}
    </section>
  );
}

/** The form of one entry: every field is sent, an empty one as null (a change clears it). An empty end year means the entry goes on. */
function DatedForm<TextField extends string, E extends Entry<TextField>>({
  spec,
  initial,
  onSave,
  onCancel,
}: {
  spec: SectionSpec<TextField, E>;
  initial: E | null;
  onSave: (values: Values) => Promise<ApiResult<E>>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLocalize();
  const { ref, valid } = useFormValidity();
  const fields = [...spec.textFields, ...(spec.extra?.fields ?? []), 'description', ...PERIOD_FIELDS];
  const [values, setValues] = useState<Values>(() => ({
    ...Object.fromEntries(
      fields.map((field) => {
        const value = initial ? (initial as unknown as Record<string, string | number | null>)[field] : null;
        return [field, value === null || value === undefined ? '' : String(value)];
      }),
    ),
    ...(initial && spec.extra ? spec.extra.initial(initial) : {}),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formId = `profile-${spec.kind}-${initial?.id ?? 'new'}`;
  const change = (field: string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) return;
    setSaving(true);
    const answer = await onSave(values);
    setSaving(false);
    if (answer.success) return;
    const found = formErrorsOf(answer.error, fields, t);
    setErrors(found.fields);
    setFormError(found.form);
  }

  const years = yearChoices();
  const periodSelect = (field: PeriodField) => {
    const isYear = field.endsWith('year');
    const id = `${formId}-${field}`;
    return (
      <div key={field} className={errors[field] ? 'field field--invalid' : 'field'}>
        <label htmlFor={id}>{t(`profile.period.${field}`)}</label>
        <select
          id={id}
          name={field}
          required={field === 'start_date_year' && spec.startRequired}
          value={values[field] ?? ''}
          aria-invalid={errors[field] ? 'true' : undefined}
          aria-describedby={errors[field] ? `${id}-error` : undefined}
          onChange={(event) => change(field, event.target.value)}
        >
          <option value="">{field === 'end_date_year' ? t('profile.period.ongoing') : t('profile.period.none')}</option>
          {isYear
            ? years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))
            : Array.from({ length: 12 }, (_, index) => index + 1).map((month) => (
                <option key={month} value={month}>
                  {monthName(month, lang)}
                </option>
              ))}
        </select>
        {errors[field] && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {errors[field]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form ref={ref} className="profile-form" onSubmit={submit} noValidate aria-label={t(`profile.${spec.kind}.formLabel`)}>
      {spec.textFields.map((field) => (
        <Fragment key={field}>
          <Field
            form={formId}
            name={field}
            label={t(`profile.${spec.kind}.fields.${field}` as 'profile.experiences.fields.title')}
            required={field === spec.title}
            maxLength={200}
            value={values[field] ?? ''}
            error={errors[field]}
            onChange={(event) => change(field, event.target.value)}
          />
          {spec.extra?.after[field]?.({ formId, values, errors, change })}
        </Fragment>
      ))}
      <div className="field-row">
        {periodSelect('start_date_year')}
        {periodSelect('start_date_month')}
      </div>
      <div className="field-row">
        {periodSelect('end_date_year')}
        {periodSelect('end_date_month')}
      </div>
      <div className={errors.description ? 'field field--invalid' : 'field'}>
        <label htmlFor={`${formId}-description`}>{t('profile.description')}</label>
        <textarea
          id={`${formId}-description`}
          name="description"
          rows={3}
          maxLength={2000}
          value={values.description ?? ''}
          aria-invalid={errors.description ? 'true' : undefined}
          onChange={(event) => change('description', event.target.value)}
        />
        {errors.description && (
          <p className="field-error" role="alert">
            {errors.description}
          </p>
        )}
      </div>
      <ErrorNotice message={formError} />
      <div className="row-actions">
        <Button type="submit" variant="primary" size="small" disabled={!valid || saving}>
          {saving ? t('profile.saving') : t('profile.save')}
        </Button>
        <Button type="button" variant="quiet" size="small" onClick={onCancel}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
