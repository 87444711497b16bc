import type { Country } from '@dealgrow/sdk';
import { Button, ConnectButton, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageOf } from '../common/messages.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { formErrorsOf } from '../forms/api-errors.ts';
import { Field } from '../forms/field.tsx';
import { useFormValidity } from '../forms/use-form-validity.ts';
import { ErrorNotice } from '../listings/index.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { countryName } from './country-name.ts';
import type { PhotoVisibility, ProfileChange, ProfileInfo } from './types.ts';

// Block and Report (docs/accounts.md "Blocking and reporting") download when another member's profile is shown.
const MemberTrustActions = lazy(() => import('../trust/member-actions.tsx').then((module) => ({ default: module.MemberTrustActions })));

export const PHOTO_VISIBILITIES = ['public', 'members', 'connections'] as const satisfies readonly PhotoVisibility[];

/** The profile card: photo, name, job title, company, country, connections and the connect button; the owner edits it. */
export function ProfileHeader({
  profile,
  owner,
  countries,
  onChange,
}: {
  profile: ProfileInfo;
  owner: boolean;
  countries: Country[];
  onChange: ProfileChange;
}) {
  const { t } = useTranslation();
  const { lang } = useLocalize();
  const { signedIn } = useMember();
  const [editing, setEditing] = useState(false);
  const name = `${profile.firstName} ${profile.lastName}`.trim() || profile.username;
  const country = countryName(profile.country, countries, lang);

  return (
    <section className={cardClassName('profile-card')} aria-labelledby="profile-name">
      <div className="profile-card__identity">
        <img className="profile-card__photo" src={profile.profilePhotoUrl} alt={t('profile.photoAlt', { name })} width={128} height={128} />
        <div className="profile-card__text">
          <h1 id="profile-name">{name}</h1>
          <p className="profile-card__username">@{profile.username}</p>
          {profile.jobTitle && <p className="profile-card__job">{profile.jobTitle}</p>}
          {profile.companyName && <p className="profile-card__company">{profile.companyName}</p>}
          {country && <p className="profile-card__country">{country}</p>}
          <ul className="profile-card__counts">
            <li data-count="connections">{t('profile.connections', { count: profile.connectionsTotal })}</li>
            {profile.mutualConnectionsTotal !== null && (
              <li data-count="mutual">{t('profile.mutualConnections', { count: profile.mutualConnectionsTotal })}</li>
            )}
          </ul>
        </div>
        <div className="profile-card__actions">
          {owner ? (
            !editing && (
              <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
                {t('profile.edit.open')}
              </Button>
            )
          ) : (
            <>
              <ConnectButton user={profile} />
              {signedIn && (
                <Suspense fallback={null}>
                  <MemberTrustActions member={profile} />
                </Suspense>
              )}
            </>
          )}
        </div>
      </div>
      {profile.bio && <p className="profile-card__bio">{profile.bio}</p>}
      {owner && editing && <BasicInfoForm profile={profile} countries={countries} onDone={() => setEditing(false)} onChange={onChange} />}
      {owner && <PhotoSettings profile={profile} onChange={onChange} />}
      {owner && <OwnerLinks />}
    </section>
  );
}

function OwnerLinks() {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  return (
    <p className="profile-card__links">
      <Link to={localize('/network/visitors')}>{t('profile.visitorsLink')}</Link>
    </p>
  );
}

const BASIC_FIELDS = ['firstName', 'lastName', 'jobTitle', 'companyName', 'bio', 'country'] as const;
type BasicField = (typeof BASIC_FIELDS)[number];

/** Name, job title, company, bio and country, saved through `PUT /users/update/me`. */
function BasicInfoForm({
  profile,
  countries,
  onDone,
  onChange,
}: {
  profile: ProfileInfo;
  countries: Country[];
  onDone: () => void;
  onChange: ProfileChange;
}) {
  const { t } = useTranslation();
  const { lang } = useLocalize();
  const { client, state } = useSession();
  const { ref, valid } = useFormValidity();
  const [values, setValues] = useState<Record<BasicField, string>>({
    firstName: profile.firstName,
    lastName: profile.lastName,
    jobTitle: profile.jobTitle ?? '',
    companyName: profile.companyName ?? '',
    bio: profile.bio ?? '',
    country: profile.country ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (field: BasicField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) return;
    setSaving(true);
    const text = (field: BasicField) => values[field].trim();
    const answer = await client.users.updateMe({
      firstName: text('firstName'),
      lastName: text('lastName'),
      jobTitle: text('jobTitle'),
      companyName: text('companyName'),
      bio: text('bio'),
      ...(text('country') ? { country: text('country') } : {}),
    });
    setSaving(false);
    if (!answer.success) {
      const found = formErrorsOf(answer.error, BASIC_FIELDS, t);
      setErrors(found.fields);
      setFormError(found.form);
      return;
    }
    state.user.getState().setUser(answer.data);
    onChange((current) => ({
      ...current,
      firstName: answer.data.firstName,
      lastName: answer.data.lastName,
      jobTitle: answer.data.jobTitle,
      companyName: answer.data.companyName,
      bio: answer.data.bio,
      country: answer.data.country,
    }));
    onDone();
  }

  const field = (name: 'firstName' | 'lastName' | 'jobTitle' | 'companyName', required = false) => (
    <Field
      form="profile-basic"
      name={name}
      label={t(`profile.edit.${name}`)}
      required={required}
      maxLength={100}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => change(name, event.target.value)}
    />
  );

  return (
    <form ref={ref} className="profile-form" onSubmit={submit} noValidate aria-labelledby="profile-basic-title">
      <h2 id="profile-basic-title">{t('profile.edit.title')}</h2>
      <div className="field-row">
        {field('firstName', true)}
        {field('lastName', true)}
      </div>
      <div className="field-row">
        {field('jobTitle')}
        {field('companyName')}
      </div>
      <div className={errors.bio ? 'field field--invalid' : 'field'}>
        <label htmlFor="profile-basic-bio">{t('profile.edit.bio')}</label>
        <textarea
          id="profile-basic-bio"
          name="bio"
          rows={4}
          maxLength={2000}
          value={values.bio}
          aria-invalid={errors.bio ? 'true' : undefined}
          aria-describedby={errors.bio ? 'profile-basic-bio-error' : undefined}
          onChange={(event) => change('bio', event.target.value)}
        />
        {errors.bio && (
          <p id="profile-basic-bio-error" className="field-error" role="alert">
            {errors.bio}
          </p>
        )}
      </div>
      <div className={errors.country ? 'field field--invalid' : 'field'}>
        <label htmlFor="profile-basic-country">{t('profile.edit.country')}</label>
        <select
          id="profile-basic-country"
          name="country"
          value={values.country}
          aria-invalid={errors.country ? 'true' : undefined}
          onChange={(event) => change('country', event.target.value)}
        >
          <option value="">{t('profile.edit.noCountry')}</option>
          {countries.map((country) => (
            <option key={country.value} value={country.value}>
              {countryName(country.value, countries, lang)}
            </option>
          ))}
        </select>
        {errors.country && (
          <p className="field-error" role="alert">
            {errors.country}
          </p>
        )}
      </div>
      <ErrorNotice message={formError} />
      <div className="row-actions">
        <Button type="submit" variant="primary" disabled={!valid || saving}>
          {saving ? t('profile.saving') : t('profile.save')}
        </Button>
        <Button type="button" variant="quiet" onClick={onDone}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The photo (SPEC §8: a failed upload shows the server's text) and who may see it. */
function PhotoSettings({ profile, onChange }: { profile: ProfileInfo; onChange: ProfileChange }) {
  const { t } = useTranslation();
  const { client, state } = useSession();
  const own = useLoaded('profile-information', (signal) => client.users.profileInformation({ signal }));
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const visibility = own.state.status === 'ready' ? own.state.data.profilePictureVisibility : null;

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!file) return;
    setBusy(true);
    setMessage(null);
    const answer = await client.users.uploadProfilePhoto(profile.id, { image: file });
    setBusy(false);
    if (!answer.success) return setMessage({ kind: 'danger', text: messageOf(answer.error, t) });
    const { profilePhotoUrl } = answer.data;
    onChange((current) => ({ ...current, profilePhotoUrl }));
    const user = state.user.getState().user;
    if (user.id === profile.id) state.user.getState().setUser({ ...user, profilePhotoUrl });
    setFile(null);
    form.reset();
    setMessage({ kind: 'success', text: t('profile.photo.uploaded') });
  }

  async function changeVisibility(next: PhotoVisibility) {
    setMessage(null);
    const answer = await client.users.profilePictureVisibility({ visibility: next });
    if (!answer.success) return setMessage({ kind: 'danger', text: messageOf(answer.error, t) });
    own.set((current) => ({ ...current, profilePictureVisibility: answer.data.visibility }));
    setMessage({ kind: 'success', text: t('profile.photo.visibilitySaved') });
  }

  return (
    <div className="profile-photo-settings">
      <form className="profile-photo-form" onSubmit={upload} noValidate>
        <div className="field">
          <label htmlFor="profile-photo-file">{t('profile.photo.label')}</label>
          <input
            id="profile-photo-file"
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            aria-describedby="profile-photo-hint"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p id="profile-photo-hint" className="field-hint">
            {t('profile.photo.hint')}
          </p>
        </div>
        <Button type="submit" variant="secondary" size="small" disabled={!file || busy}>
          {busy ? t('profile.photo.uploading') : t('profile.photo.upload')}
        </Button>
      </form>
      {visibility && (
        <div className="field">
          <label htmlFor="profile-photo-visibility">{t('profile.photo.visibility')}</label>
          <select
            id="profile-photo-visibility"
            value={visibility}
            onChange={(event) => {
              const next = PHOTO_VISIBILITIES.find((value) => value === event.target.value);
              if (next) void changeVisibility(next);
            }}
          >
            {PHOTO_VISIBILITIES.map((value) => (
              <option key={value} value={value}>
                {t(`profile.photo.visibilities.${value}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {message && (
        <p className={`notice notice--${message.kind}`} role={message.kind === 'danger' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
