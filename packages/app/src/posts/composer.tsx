import { Button, cardClassName } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { itemName, type SelectLists, useSelectLists } from '../common/select-lists.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { SelectField, TextField } from './composer-fields.tsx';
import { type ComposerValues, DESCRIBED, type PostingAs, TITLE_REQUIRED, TITLED } from './composer-form.ts';
import { FileFields, ProductFields, SurveyFields } from './composer-kind-fields.tsx';
import { ConnectionsPicker } from './connections-picker.tsx';
import { MentionInput } from './mention-input.tsx';
import { usePostingChoices } from './posting-as.ts';
import { COMMENT_PERMISSIONS, POST_KINDS, type Post, VISIBILITIES, type Visibility } from './types.ts';
import { useComposer } from './use-composer.ts';

/** A club the member belongs to, to post as or to show a post to. */
export interface ClubChoice {
  id: number;
  name: string;
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
    <section className={cardClassName('composer')} aria-labelledby="composer-title">
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
  const { user } = useMember();
  const {
    values,
    files,
    setFiles,
    setThumbnail,
    specific,
    setSpecific,
    errors,
    formError,
    sending,
    posted,
    friendLists,
    ready,
    form,
    change,
    submit,
  } = useComposer(onPosted);
  const kind = values.kind;
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

      <FileFields id={id} kind={kind} files={files} error={fieldError('files')} onFiles={setFiles} onThumbnail={setThumbnail} />

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
        <Button type="submit" variant="primary" disabled={!ready || (values.visible === 'specific' && specific.length === 0)}>
          {sending ? t('posts.composer.posting') : t('posts.composer.post')}
        </Button>
      </div>
    </form>
  );
}
