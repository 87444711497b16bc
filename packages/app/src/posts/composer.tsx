import type { DealgrowClient, FriendList } from '@dealgrow/sdk';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../deals/load-state.tsx';
import { messageOf } from '../deals/messages.ts';
import { itemName, type SelectLists, useSelectLists } from '../deals/select-lists.ts';
import { useLoaded } from '../deals/use-loaded.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import {
  type ComposerValues,
  commonFields,
  composerReady,
  DESCRIBED,
  EMPTY_COMPOSER,
  kindFields,
  type PostingAs,
  SURVEY_OPTIONS_MAX,
  SURVEY_OPTIONS_MIN,
  TITLE_REQUIRED,
  TITLED,
  WITH_FILES,
} from './composer-form.ts';
import { ConnectionsPicker } from './connections-picker.tsx';
import { MentionInput } from './mention-input.tsx';
import { usePostingChoices } from './posting-as.ts';
import {
  COMMENT_PERMISSIONS,
  type MemberCard,
  POST_KINDS,
  type Post,
  type PostKind,
  SURVEY_DURATIONS,
  VISIBILITIES,
  type Visibility,
} from './types.ts';

/** A club the member belongs to, to post as or to show a post to. */
export interface ClubChoice {
  id: number;
  name: string;
}

/** Sends the composer's post to its kind's create route. */
function createPost(client: DealgrowClient, values: ComposerValues, files: File[], thumbnail: File | null) {
  const common = commonFields(values);
  const own = kindFields(values);
  const withFiles = files.length > 0 ? { files } : {};
  switch (values.kind) {
    case 'body':
      return client.posts.createBodyPost({ ...common, body: values.body.trim() });
    case 'media':
      return client.posts.createMediaPost({ ...common, ...withFiles });
    case 'video':
      return client.posts.createVideoPost({ ...common, ...own, ...withFiles, ...(thumbnail ? { thumbnail } : {}) });
    case 'document':
      return client.posts.createDocumentPost({ ...common, ...own, ...withFiles });
    case 'article':
      return client.posts.createArticlePost({
        ...common,
        title: values.title.trim(),
        description: values.description,
        ...own,
        ...withFiles,
      });
    case 'event':
      return client.posts.createEventPost({ ...common, title: values.title.trim(), start_date: '', ...own, ...withFiles });
    case 'product':
      return client.posts.createProductPost({ ...common, title: values.title.trim(), ...own, ...withFiles });
    case 'survey':
      return client.posts.createSurveyPost({ ...common, title: values.title.trim(), options: [], ...own });
  }
}

/**
 * The home composer (SPEC §3): the eight kinds of post, each with its own fields; posting as oneself, a company one
 * manages or a club one belongs to; who sees it and who may comment. `@name` suggests connections and inserts a
 * mention. A new post goes on top of the home feed (`onPosted`).
 */
export function Composer({ clubs, onPosted }: { clubs?: ClubChoice[]; onPosted: (post: Post) => void }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { user } = useMember();
  const lists = useSelectLists(client);
  const choices = usePostingChoices(client, user.id);
  return (
    <section className="panel composer" aria-labelledby="composer-title">
      <h2 id="composer-title">{t('posts.composer.title')}</h2>
      {lists.state.status === 'loading' && <Loading />}
      {lists.state.status === 'error' && <LoadFailed error={lists.state.error} onRetry={lists.reload} />}
      {lists.state.status === 'ready' && (
        <ComposerForm lists={lists.state.data} companies={choices.companies} clubs={clubs ?? choices.clubs} onPosted={onPosted} />
      )}
    </section>
  );
}

function ComposerForm({
  lists,
  companies,
  clubs,
  onPosted,
}: {
  lists: SelectLists;
  /** SPEC §6: only the SHOP companies the member manages. */
  companies: ClubChoice[];
  clubs: ClubChoice[];
  onPosted: (post: Post) => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLocalize();
  const { client } = useSession();
  const { user } = useMember();
  const [values, setValues] = useState<ComposerValues>(EMPTY_COMPOSER);
  const [files, setFiles] = useState<File[]>([]);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [specific, setSpecific] = useState<MemberCard[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [posted, setPosted] = useState(false);
  const [round, setRound] = useState(0);
  const friendLists = useLoaded<FriendList[]>(`friend-lists-${values.visible === 'list'}`, async (signal) => {
    if (values.visible !== 'list') return { success: true, data: [], status: 200, statusText: 'OK' };
    const answer = await client.network.friendLists({ signal });
    return answer.success ? { ...answer, data: answer.data.items } : answer;
  });
  const kind = values.kind;
  const ready = composerReady(values, files.length) && !sending;
  const form = `composer-${round}`;

  function change<K extends keyof ComposerValues>(field: K, value: ComposerValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    setFormError(null);
    setPosted(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    setSending(true);
    const answer = await createPost(client, { ...values, userIds: specific.map((member) => member.id) }, files, thumbnail);
    setSending(false);
    if (answer.success) {
      onPosted(answer.data);
      setValues({
        ...EMPTY_COMPOSER,
        as: values.as,
        visible: values.visible,
        listId: values.listId,
        commentPermission: values.commentPermission,
      });
      setFiles([]);
      setThumbnail(null);
      setPosted(true);
      // New file inputs: a file input cannot be emptied by React.
      setRound((value) => value + 1);
      return;
    }
    const fields = answer.error.fields ?? {};
    setErrors(fields);
    setFormError(Object.keys(fields).length > 0 ? null : messageOf(answer.error, t));
  }

  const asValue = (as: PostingAs) => (as.type === 'user' ? 'user' : `${as.type}:${as.id}`);
  const readAs = (value: string): PostingAs => {
    const [type, id] = value.split(':');
    if ((type === 'company' || type === 'club') && id) return { type, id: Number(id) };
    return { type: 'user' };
  };
  const visibilities = VISIBILITIES.filter((visible) => visible !== 'club' || clubs.length > 0 || values.as.type === 'club');
  const fieldError = (name: string) => errors[name];
  const id = (name: string) => `${form}-${name}`;

  return (
    <form className="composer__form" onSubmit={submit} noValidate data-kind={kind}>
      <fieldset className="composer__kinds">
        <legend>{t('posts.composer.kind')}</legend>
        {POST_KINDS.map((name) => (
          <label key={name} className={name === kind ? 'kind-chip kind-chip--active' : 'kind-chip'}>
            <input type="radio" name={`${form}-kind`} value={name} checked={name === kind} onChange={() => change('kind', name)} />
            <span>{t(`posts.kinds.${name}`)}</span>
          </label>
        ))}
      </fieldset>

      {(companies.length > 0 || clubs.length > 0) && (
        <div className="field">
          <label htmlFor={id('as')}>{t('posts.composer.postAs')}</label>
          <select id={id('as')} value={asValue(values.as)} onChange={(event) => change('as', readAs(event.target.value))}>
            <option value="user">{t('posts.composer.asMe', { name: `${user.firstName} ${user.lastName}`.trim() })}</option>
            {companies.map((company) => (
              <option key={company.id} value={`company:${company.id}`}>
                {company.name}
              </option>
            ))}
            {clubs.map((club) => (
              <option key={club.id} value={`club:${club.id}`}>
                {club.name}
              </option>
            ))}
          </select>
        </div>
      )}

      {TITLED.includes(kind) && (
        <TextField
          id={id('title')}
          label={t('posts.composer.titleField')}
          value={values.title}
          required={TITLE_REQUIRED.includes(kind)}
          maxLength={200}
          error={fieldError('title')}
          onChange={(value) => change('title', value)}
        />
      )}

      <MentionInput
        id={id('body')}
        label={kind === 'body' ? t('posts.composer.body') : t('posts.composer.bodyOptional')}
        value={values.body}
        onChange={(value) => change('body', value)}
        maxLength={3000}
        required={kind === 'body'}
        hint={t('posts.composer.bodyHint')}
        error={fieldError('body')}
      />

      {DESCRIBED.includes(kind) && (
        <div className={fieldError('description') ? 'field field--invalid' : 'field'}>
          <label htmlFor={id('description')}>{t('posts.composer.description')}</label>
          <textarea
            id={id('description')}
            rows={4}
            value={values.description}
            required={kind === 'article'}
            aria-invalid={fieldError('description') ? 'true' : undefined}
            onChange={(event) => change('description', event.target.value)}
          />
          {fieldError('description') && <p className="field-error">{fieldError('description')}</p>}
        </div>
      )}

      {kind === 'event' && (
        <div className="field-row">
          <TextField
            id={id('start')}
            type="datetime-local"
            label={t('posts.composer.startDate')}
            value={values.startDate}
            required
            error={fieldError('start_date')}
            onChange={(value) => change('startDate', value)}
          />
          <TextField
            id={id('end')}
            type="datetime-local"
            label={t('posts.composer.endDate')}
            value={values.endDate}
            error={fieldError('end_date')}
            onChange={(value) => change('endDate', value)}
          />
        </div>
      )}

      {(kind === 'video' || kind === 'article' || kind === 'event' || kind === 'product') && (
        <div className="field-row">
          <SelectField
            id={id('industry')}
            label={t('posts.composer.industry')}
            value={values.industry}
            onChange={(value) => change('industry', value)}
            options={lists.industries.map((item) => [String(item.id), itemName(item, lang)])}
          />
          {kind !== 'product' && (
            <SelectField
              id={id('category')}
              label={t('posts.composer.category')}
              value={values.category}
              onChange={(value) => change('category', value)}
              options={lists.categories.map((item) => [String(item.id), itemName(item, lang)])}
            />
          )}
        </div>
      )}

      {kind === 'product' && <ProductFields id={id} values={values} lists={lists} errors={errors} change={change} />}

      {kind === 'survey' && <SurveyFields id={id} values={values} change={change} error={fieldError('options')} />}

      {WITH_FILES.includes(kind) && (
        <div className={fieldError('files') ? 'field field--invalid' : 'field'}>
          <label htmlFor={id('files')}>{t(`posts.composer.files.${kind as 'media'}`)}</label>
          <input
            id={id('files')}
            type="file"
            multiple={kind !== 'video'}
            accept={ACCEPT[kind]}
            required={kind === 'media' || kind === 'video' || kind === 'document'}
            aria-invalid={fieldError('files') ? 'true' : undefined}
            onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
          />
          {files.length > 0 && (
            <ul className="file-list">
              {files.map((file) => (
                <li key={`${file.name}-${file.size}`}>{file.name}</li>
              ))}
            </ul>
          )}
          {fieldError('files') && <p className="field-error">{fieldError('files')}</p>}
        </div>
      )}
      {kind === 'video' && (
        <div className="field">
          <label htmlFor={id('thumbnail')}>{t('posts.composer.thumbnail')}</label>
          <input id={id('thumbnail')} type="file" accept="image/*" onChange={(event) => setThumbnail(event.target.files?.[0] ?? null)} />
        </div>
      )}

      <TextField
        id={id('location')}
        label={t('posts.composer.location')}
        value={values.location}
        maxLength={200}
        error={fieldError('location')}
        onChange={(value) => change('location', value)}
      />

      <div className="field-row">
        <SelectField
          id={id('visible')}
          label={t('posts.composer.visible')}
          value={values.visible}
          blank={false}
          onChange={(value) => change('visible', value as Visibility)}
          options={visibilities.map((visible) => [visible, t(`posts.visibility.${visible}`)])}
        />
        <SelectField
          id={id('comments')}
          label={t('posts.composer.commentPermission')}
          value={values.commentPermission}
          blank={false}
          onChange={(value) => change('commentPermission', value as ComposerValues['commentPermission'])}
          options={COMMENT_PERMISSIONS.map((permission) => [permission, t(`posts.commentPermission.${permission}`)])}
        />
      </div>
      {values.visible === 'list' && (
        <SelectField
          id={id('list')}
          label={t('posts.composer.list')}
          value={values.listId}
          required
          error={fieldError('listId')}
          onChange={(value) => change('listId', value)}
          options={friendLists.state.status === 'ready' ? friendLists.state.data.map((list) => [String(list.id), list.name]) : []}
        />
      )}
      {values.visible === 'specific' && (
        <ConnectionsPicker id={id('people')} members={specific} onChange={setSpecific} error={fieldError('userIds')} />
      )}
      {values.visible === 'club' && values.as.type !== 'club' && (
        <SelectField
          id={id('club')}
          label={t('posts.composer.club')}
          value={values.clubId}
          required
          onChange={(value) => change('clubId', value)}
          options={clubs.map((club) => [String(club.id), club.name])}
        />
      )}

      {formError && (
        <p className="notice notice--danger" role="alert">
          {formError}
        </p>
      )}
      {posted && (
        <p className="notice notice--success" role="status">
          {t('posts.composer.posted')}
        </p>
      )}
      <div className="composer__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!ready || (values.visible === 'specific' && specific.length === 0)}
        >
          {sending ? t('posts.composer.posting') : t('posts.composer.post')}
        </button>
      </div>
    </form>
  );
}

/** What each kind's file picker offers (the server judges the bytes anyway). */
const ACCEPT: Partial<Record<PostKind, string>> = {
  media: 'image/*',
  video: 'video/mp4',
  document: '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp',
  article: 'image/*',
  event: 'image/*',
  product: 'image/*',
};

function ProductFields({
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
  change: <K extends keyof ComposerValues>(field: K, value: ComposerValues[K]) => void;
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
            <button
              type="button"
              className="button button--small button--quiet"
              onClick={() =>
                change(
                  'faqs',
                  values.faqs.filter((_, at) => at !== index),
                )
              }
            >
              {t('posts.composer.removeQuestion', { number: index + 1 })}
            </button>
          </div>
        ))}
        {values.faqs.length < 20 && (
          <button
            type="button"
            className="button button--small button--outline"
            onClick={() => change('faqs', [...values.faqs, { question: '', answer: '' }])}
          >
            {t('posts.composer.addQuestion')}
          </button>
        )}
      </fieldset>
    </>
  );
}

function SurveyFields({
  id,
  values,
  change,
  error,
}: {
  id: (name: string) => string;
  values: ComposerValues;
  change: <K extends keyof ComposerValues>(field: K, value: ComposerValues[K]) => void;
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
            <button
              type="button"
              className="button button--small button--quiet"
              onClick={() =>
                change(
                  'options',
                  values.options.filter((_, at) => at !== index),
                )
              }
            >
              {t('posts.composer.removeOption', { number: index + 1 })}
            </button>
          )}
        </div>
      ))}
      {error && <p className="field-error">{error}</p>}
      {values.options.length < SURVEY_OPTIONS_MAX && (
        <button type="button" className="button button--small button--outline" onClick={() => change('options', [...values.options, ''])}>
          {t('posts.composer.addOption')}
        </button>
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

function TextField({
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

function SelectField({
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
