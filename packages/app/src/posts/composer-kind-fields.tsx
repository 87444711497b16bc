import { Button } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';
import type { SelectLists } from '../common/select-lists.ts';
import { SelectField, TextField } from './composer-fields.tsx';
import { type ComposerValues, SURVEY_OPTIONS_MAX, SURVEY_OPTIONS_MIN, WITH_FILES } from './composer-form.ts';
import { type PostKind, SURVEY_DURATIONS } from './types.ts';
import type { ComposerChange } from './use-composer.ts';

/** What each kind's file picker offers (the server judges the bytes anyway). */
const ACCEPT: Partial<Record<PostKind, string>> = {
  media: 'image/*',
  video: 'video/mp4',
  document: '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp',
  article: 'image/*',
  event: 'image/*',
  product: 'image/*',
};

/** The files of the kinds that carry some (what the picker accepts depends on the kind), and a video's thumbnail. */
export function FileFields({
  id,
  kind,
  files,
  error,
  onFiles,
  onThumbnail,
}: {
  id: (name: string) => string;
  kind: PostKind;
  files: File[];
  error: string | undefined;
  onFiles: (files: File[]) => void;
  onThumbnail: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {WITH_FILES.includes(kind) && (
        <div className={error ? 'field field--invalid' : 'field'}>
          <label htmlFor={id('files')}>{t(`posts.composer.files.${kind as 'media'}`)}</label>
          <input
            id={id('files')}
            type="file"
            multiple={kind !== 'video'}
            accept={ACCEPT[kind]}
            required={kind === 'media' || kind === 'video' || kind === 'document'}
            aria-invalid={error ? 'true' : undefined}
            onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
          />
          {files.length > 0 && (
            <ul className="file-list">
              {files.map((file) => (
                <li key={`${file.name}-${file.size}`}>{file.name}</li>
              ))}
            </ul>
          )}
          {error && <p className="field-error">{error}</p>}
        </div>
      )}
      {kind === 'video' && (
        <div className="field">
          <label htmlFor={id('thumbnail')}>{t('posts.composer.thumbnail')}</label>
          <input id={id('thumbnail')} type="file" accept="image/*" onChange={(event) => onThumbnail(event.target.files?.[0] ?? null)} />
        </div>
      )}
    </>
  );
}

/** A product's price, currency, stock, type, marketplace listing and questions and answers. */
export function ProductFields({
  id,
  values,
  lists,
  errors,
  change,
}: {
  id: (name: string) => string;
  values: ComposerValues;
  lists: SelectLists;
  errors: Record<string, string>;
  change: ComposerChange;
}) {
  const { t } = useTranslation();
  const setFaq = (index: number, part: 'question' | 'answer', value: string) =>
    change(
      'faqs',
      values.faqs.map((faq, at) => (at === index ? { ...faq, [part]: value } : faq)),
    );
  return (
    <>
      <div className="field-row">
        <TextField
          id={id('price')}
          type="number"
          min={0}
          label={t('posts.composer.price')}
          value={values.price}
          error={errors.price}
          onChange={(value) => change('price', value)}
        />
        <SelectField
          id={id('currency')}
          label={t('posts.composer.currency')}
          value={values.currency}
          onChange={(value) => change('currency', value)}
          options={lists.currencies.map((currency) => [currency.code, currency.code])}
        />
        <TextField
          id={id('stock')}
          type="number"
          min={0}
          label={t('posts.composer.stock')}
          value={values.stock}
          error={errors.stock}
          onChange={(value) => change('stock', value)}
        />
      </div>
      <TextField
        id={id('type')}
        label={t('posts.composer.productType')}
        value={values.productType}
        maxLength={60}
        onChange={(value) => change('productType', value)}
      />
      <div className="field field--check">
        <input
          id={id('marketplace')}
          type="checkbox"
          checked={values.marketplace}
          onChange={(event) => change('marketplace', event.target.checked)}
        />
        <label htmlFor={id('marketplace')}>{t('posts.composer.marketplace')}</label>
      </div>
      <fieldset className="composer__faqs">
        <legend>{t('posts.composer.faqs')}</legend>
        {values.faqs.map((faq, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: FAQ rows have no id of their own; they are edited in place.
          <div key={index} className="composer__faq">
            <TextField
              id={id(`faq-q-${index}`)}
              label={t('posts.composer.question', { number: index + 1 })}
              value={faq.question}
              onChange={(value) => setFaq(index, 'question', value)}
            />
            <TextField
              id={id(`faq-a-${index}`)}
              label={t('posts.composer.answer', { number: index + 1 })}
              value={faq.answer}
              onChange={(value) => setFaq(index, 'answer', value)}
            />
            <Button
              type="button"
              variant="quiet"
              size="small"
              onClick={() =>
                change(
                  'faqs',
                  values.faqs.filter((_, at) => at !== index),
                )
              }
            >
              {t('posts.composer.removeQuestion', { number: index + 1 })}
            </Button>
          </div>
        ))}
        {values.faqs.length < 20 && (
          <Button
            type="button"
            variant="secondary"
            size="small"
            onClick={() => change('faqs', [...values.faqs, { question: '', answer: '' }])}
          >
            {t('posts.composer.addQuestion')}
          </Button>
        )}
      </fieldset>
    </>
  );
}

/** A survey's options (SURVEY_OPTIONS_MIN to SURVEY_OPTIONS_MAX) and how long it runs. */
export function SurveyFields({
  id,
  values,
  change,
  error,
}: {
  id: (name: string) => string;
  values: ComposerValues;
  change: ComposerChange;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={error ? 'composer__options field--invalid' : 'composer__options'}>
      <legend>{t('posts.composer.options')}</legend>
      {values.options.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place and have no id before posting.
        <div key={index} className="composer__option">
          <TextField
            id={id(`option-${index}`)}
            label={t('posts.composer.option', { number: index + 1 })}
            value={option}
            maxLength={140}
            required={index < SURVEY_OPTIONS_MIN}
            onChange={(value) =>
              change(
                'options',
                values.options.map((current, at) => (at === index ? value : current)),
              )
            }
          />
          {values.options.length > SURVEY_OPTIONS_MIN && (
            <Button
              type="button"
              variant="quiet"
              size="small"
              onClick={() =>
                change(
                  'options',
                  values.options.filter((_, at) => at !== index),
                )
              }
            >
              {t('posts.composer.removeOption', { number: index + 1 })}
            </Button>
          )}
        </div>
      ))}
      {error && <p className="field-error">{error}</p>}
      {values.options.length < SURVEY_OPTIONS_MAX && (
        <Button type="button" variant="secondary" size="small" onClick={() => change('options', [...values.options, ''])}>
          {t('posts.composer.addOption')}
        </Button>
      )}
      <SelectField
        id={id('expire')}
        label={t('posts.composer.expire')}
        value={values.expire}
        blank={false}
        onChange={(value) => change('expire', SURVEY_DURATIONS.find((duration) => duration === value) ?? 'a week')}
        options={SURVEY_DURATIONS.map((duration) => [
          duration,
          t(`posts.duration.${duration === 'a day' ? 'day' : duration === 'a week' ? 'week' : 'month'}`),
        ])}
      />
    </fieldset>
  );
}
