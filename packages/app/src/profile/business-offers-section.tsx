import type { Country } from '@dealgrow/sdk';
import { Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../common/messages.ts';
import { Field } from '../forms/field.tsx';
import { useFormValidity } from '../forms/use-form-validity.ts';
import { DescriptionField, ErrorNotice, FileLinks, FilePicker, useListingForm } from '../listings/index.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { countryName } from './country-name.ts';
import type { BusinessOffer } from './types.ts';

export const OFFER_STATES = ['active', 'inactive'] as const;

/** Tags typed as "a, b, c": trimmed, blanks and repeats dropped. */
export function tagsOf(text: string): string[] {
  const tags: string[] = [];
  for (const part of text.split(',')) {
    const tag = part.trim();
    if (tag && !tags.some((known) => known.toLocaleLowerCase() === tag.toLocaleLowerCase())) tags.push(tag);
  }
  return tags;
}

/** What a member offers as a professional, with files; the owner adds, edits and deletes offers. */
export function BusinessOffersSection({
  offers,
  owner,
  countries,
  onChange,
}: {
  offers: BusinessOffer[];
  owner: boolean;
  countries: Country[];
  onChange: (offers: BusinessOffer[]) => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLocalize();
  const { client } = useSession();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function remove(offer: BusinessOffer) {
    if (!window.confirm(t('profile.offers.confirmDelete', { name: offer.title }))) return;
    setError(null);
    const answer = await client.users.deleteBusinessOffer(offer.id);
    if (!answer.success) return setError(messageOf(answer.error, t));
    onChange(offers.filter((item) => item.id !== offer.id));
  }

  return (
    <section className={cardClassName('profile-section')} aria-labelledby="profile-offers-title" data-section="offers">
      <h2 id="profile-offers-title">{t('profile.offers.title')}</h2>
      {offers.length === 0 && editing !== 'new' && <p className="empty-state">{t('profile.offers.empty')}</p>}
      <ul className="profile-entries">
        {offers.map((offer) =>
          editing === offer.id ? (
            <li key={offer.id}>
              <OfferForm
                offer={offer}
                countries={countries}
                onCancel={() => setEditing(null)}
                onSaved={(saved) => {
                  onChange(offers.map((item) => (item.id === saved.id ? saved : item)));
                  setEditing(null);
                }}
              />
            </li>
          ) : (
            <li key={offer.id} className="profile-entry" data-offer={offer.id}>
              <h3>
                {offer.title} <span className="profile-badge">{t(`profile.offers.states.${offer.state}`)}</span>
              </h3>
              {offer.description && <p className="profile-entry__text">{offer.description}</p>}
              {offer.country && <p className="profile-entry__sub">{countryName(offer.country, countries, lang)}</p>}
              {offer.tags.length > 0 && (
                <ul className="profile-tags" aria-label={t('profile.offers.tags')}>
                  {offer.tags.map((tag) => (
                    <li key={tag} className="profile-tag">
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
              {offer.files.length > 0 && <FileLinks files={offer.files} label={t('profile.offers.files')} />}
              {owner && (
                <div className="row-actions">
                  <Button
                    type="button"
                    variant="secondary"
                    size="small"
                    aria-label={t('profile.editNamed', { name: offer.title })}
                    onClick={() => setEditing(offer.id)}
                  >
                    {t('profile.editEntry')}
                  </Button>
                  <Button
                    type="button"
                    variant="danger"
                    size="small"
                    aria-label={t('profile.deleteNamed', { name: offer.title })}
                    onClick={() => void remove(offer)}
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
          <OfferForm
            offer={null}
            countries={countries}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              onChange([saved, ...offers]);
              setEditing(null);
            }}
          />
        ) : (
          <Button type="button" variant="secondary" onClick={() => setEditing('new')}>
            {t('profile.offers.add')}
          </Button>
        ))}
    </section>
  );
}

const OFFER_FIELDS = ['title', 'description', 'tags', 'state', 'country', 'files', 'removed_files'] as const;

function OfferForm({
  offer,
  countries,
  onSaved,
  onCancel,
}: {
  offer: BusinessOffer | null;
  countries: Country[];
  onSaved: (offer: BusinessOffer) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLocalize();
  const { client } = useSession();
  const { ref, valid } = useFormValidity();
  const formId = `profile-offer-${offer?.id ?? 'new'}`;
  const form = useListingForm<Record<'title' | 'description' | 'tags' | 'state' | 'country', string>>(
    () => ({
      title: offer?.title ?? '',
      description: offer?.description ?? '',
      tags: offer?.tags.join(', ') ?? '',
      state: offer?.state ?? 'active',
      country: offer?.country ?? '',
    }),
    OFFER_FIELDS,
  );
  // form.removedFiles: the offer's files marked for removal, deleted when the offer is saved (PATCH removed_files).
  const { values, change, errors, files, removedFiles, saving } = form;

  function submit(event: FormEvent<HTMLFormElement>) {
    const state = OFFER_STATES.find((value) => value === values.state) ?? 'active';
    const input = {
      title: values.title.trim(),
      description: values.description.trim(),
      tags: tagsOf(values.tags),
      state,
      ...(values.country ? { country: values.country } : {}),
      ...(files.length ? { files } : {}),
      ...(removedFiles.length ? { removed_files: removedFiles } : {}),
    };
    return form.submit(
      event,
      valid,
      () => (offer ? client.users.updateBusinessOffer(offer.id, input) : client.users.addBusinessOffer(input)),
      onSaved,
    );
  }

  return (
    <form ref={ref} className="profile-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('profile.offers.formLabel')}>
      <Field
        form={formId}
        name="title"
        label={t('profile.offers.fields.title')}
        required
        maxLength={200}
        value={values.title}
        error={errors.title}
        onChange={(event) => change('title', event.target.value)}
      />
      <DescriptionField
        form={formId}
        label={t('profile.description')}
        rows={3}
        maxLength={5000}
        value={values.description}
        error={errors.description}
        onChange={(value) => change('description', value)}
      />
      <Field
        form={formId}
        name="tags"
        label={t('profile.offers.fields.tags')}
        hint={t('profile.offers.tagsHint')}
        value={values.tags}
        error={errors.tags}
        onChange={(event) => change('tags', event.target.value)}
      />
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${formId}-state`}>{t('profile.offers.fields.state')}</label>
          <select id={`${formId}-state`} name="state" value={values.state} onChange={(event) => change('state', event.target.value)}>
            {OFFER_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`profile.offers.states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={errors.country ? 'field field--invalid' : 'field'}>
          <label htmlFor={`${formId}-country`}>{t('profile.edit.country')}</label>
          <select
            id={`${formId}-country`}
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
        </div>
      </div>
      <FilePicker
        id={`${formId}-files`}
        files={files}
        onFiles={form.chooseFiles}
        attached={offer?.files ?? []}
        removed={removedFiles}
        onRemoved={form.setRemovedFiles}
        error={errors.files ?? errors.removed_files}
        label={t('profile.offers.fields.files')}
      />
      <ErrorNotice message={form.formError} />
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
