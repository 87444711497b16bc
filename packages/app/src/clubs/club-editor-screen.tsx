import '../companies/companies.css';
import { Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { messageOf } from '../common/messages.ts';
import { NotFoundScreen } from '../common/not-found.tsx';
import { useListingId } from '../common/use-deal-id.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { AvailabilityNote } from '../companies/availability-note.tsx';
import { DangerZone } from '../companies/danger-zone.tsx';
import { type Club, slugOf } from '../companies/types.ts';
import { useAvailability } from '../companies/use-availability.ts';
import { Field } from '../forms/field.tsx';
import { useFormValidity } from '../forms/use-form-validity.ts';
import { EditGate } from '../listings/index.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';

const FORM_ID = 'club-form';

/** `/clubs/new`: a member creates a club; they are its owner and first member. */
export function NewClubScreen() {
  return <ClubEditor club={null} />;
}

/** `/clubs/:id/edit`: the club's owner changes it. */
export function EditClubScreen() {
  const id = useListingId();
  return id === null ? <NotFoundScreen /> : <EditClub id={id} />;
}

function EditClub({ id }: { id: number }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { state, reload } = useLoaded(`club-${id}`, (signal) => client.clubs.get(id, { signal }));
  return (
    <EditGate
      title={t('clubs.form.editTitle')}
      loaded={state}
      reload={reload}
      allowed={(club) => club.isOwner}
      refusal={t('clubs.form.forbidden')}
    >
      {(club) => <ClubEditor club={club} />}
    </EditGate>
  );
}

function ClubEditor({ club }: { club: Club | null }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { localize } = useLocalize();
  const navigate = useNavigate();
  const { ref, valid } = useFormValidity();
  const [name, setName] = useState(club?.name ?? '');
  const [url, setUrl] = useState(club?.slug ?? '');
  const [urlTouched, setUrlTouched] = useState(club !== null);
  const [description, setDescription] = useState(club?.description ?? '');
  const [privacy, setPrivacy] = useState<'open' | 'closed'>(club?.privacy ?? 'open');
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const availability = useAvailability(url, (value, signal) => client.clubs.urlAvailable(value, { signal }), club?.slug);

  const clear = (field: string) => {
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    setFormError(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || saving || availability === 'taken' || availability === 'checking') return;
    setSaving(true);
    const fields = {
      name: name.trim(),
      url: url.trim(),
      description: description.trim(),
      privacy,
      ...(logo ? { logo } : {}),
    };
    const answer = club ? await client.clubs.update(club.id, fields) : await client.clubs.create(fields);
    setSaving(false);
    if (answer.success) {
      navigate(localize(`/clubs/${answer.data.id}`));
      return;
    }
    if (answer.error.status === 409) {
      setErrors({ url: t('clubs.form.urlTaken') });
      return;
    }
    const found: Record<string, string> = {};
    for (const [field, message] of Object.entries(answer.error.fields ?? {}))
      if (['name', 'url', 'description', 'privacy', 'logo'].includes(field)) found[field] = message;
    setErrors(found);
    setFormError(Object.keys(found).length ? null : messageOf(answer.error, t));
  }

  const urlError = errors.url ?? (availability === 'taken' ? t('clubs.form.urlTaken') : undefined);
  return (
    <div className="container page page--narrow">
      <header className="page-header">
        <h1>{club ? t('clubs.form.editTitle') : t('clubs.form.createTitle')}</h1>
        <p className="lead">{t('clubs.form.lead')}</p>
      </header>
      <form id={FORM_ID} ref={ref} className={cardClassName('deal-form company-form')} onSubmit={submit} noValidate>
        <Field
          form={FORM_ID}
          name="name"
          label={t('clubs.form.name')}
          required
          maxLength={120}
          value={name}
          error={errors.name}
          onChange={(event) => {
            setName(event.target.value);
            if (!urlTouched) setUrl(slugOf(event.target.value));
            clear('name');
          }}
        />
        <div {...(availability === 'checking' || availability === 'taken' ? { isvalid: 'no' } : {})}>
          <Field
            form={FORM_ID}
            name="url"
            label={t('clubs.form.url')}
            required
            maxLength={60}
            autoCapitalize="none"
            spellCheck={false}
            value={url}
            error={urlError}
            hint={<AvailabilityNote availability={availability} address={`/clubs/${url.trim()}`} />}
            onChange={(event) => {
              setUrlTouched(true);
              setUrl(event.target.value);
              clear('url');
            }}
          />
        </div>
        <div className={errors.description ? 'field field--invalid' : 'field'}>
          <label htmlFor={`${FORM_ID}-description`}>{t('clubs.form.description')}</label>
          <textarea
            id={`${FORM_ID}-description`}
            name="description"
            rows={4}
            maxLength={3000}
            value={description}
            aria-invalid={errors.description ? 'true' : undefined}
            onChange={(event) => {
              setDescription(event.target.value);
              clear('description');
            }}
          />
          {errors.description && <p className="field-error">{errors.description}</p>}
        </div>
        <fieldset className="field">
          <legend>{t('clubs.form.privacy')}</legend>
          <div className="choice-row">
            {(['open', 'closed'] as const).map((value) => (
              <label key={value}>
                <input type="radio" name="privacy" value={value} checked={privacy === value} onChange={() => setPrivacy(value)} />{' '}
                {t(`clubs.form.privacyChoice.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={`${FORM_ID}-logo`}>{t('clubs.form.logo')}</label>
          <input
            id={`${FORM_ID}-logo`}
            name="logo"
            type="file"
            accept="image/*"
            onChange={(event) => setLogo(event.target.files?.[0] ?? null)}
          />
        </div>
        {formError && (
          <p className="notice notice--danger" role="alert">
            {formError}
          </p>
        )}
        <div className="form-actions">
          <Button type="submit" variant="primary" disabled={!valid || saving}>
            {saving ? t('companies.form.saving') : club ? t('clubs.form.save') : t('clubs.form.create')}
          </Button>
        </div>
      </form>
      {club?.isOwner && (
        <DangerZone
          title={t('clubs.delete.title')}
          text={t('clubs.delete.text')}
          button={t('clubs.delete.button')}
          confirmation={t('clubs.delete.confirm', { name: club.name })}
          remove={() => client.clubs.remove(club.id)}
          // Its members, join requests and club posts went with it (docs/companies-and-clubs.md, `DELETE /clubs/{id}`).
          onRemoved={() => navigate(localize('/clubs?tab=mine'), { replace: true })}
        />
      )}
    </div>
  );
}
