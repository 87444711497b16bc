import { type ApiResult, type Page, type ReceivedReview, totalPages } from '@dealgrow/sdk';
import { formatPrice } from '@dealgrow/sdk/format';
import { Button, buttonClassName, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListState } from '../common/list-state.tsx';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { Pager } from '../common/pager.tsx';
import { useLoaded } from '../common/use-loaded.ts';
import { usePagedList } from '../common/use-paged-list.ts';
import { Field } from '../forms/field.tsx';
import { ReviewsSection, reviewsOf } from '../listings/index.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { type Company, type CompanyDeal, type CompanyProduct, imageUrl, type ShowroomItem } from './types.ts';

/** What the company says about itself: about, website, location, industry, founding year, size. */
export function CompanyAbout({ company }: { company: Company }) {
  const { t, i18n } = useTranslation();
  const facts: Array<[string, ReactNode, string | null]> = [];
  if (company.website) facts.push([t('companies.about.website'), company.website, safeLink(company.website)]);
  if (company.location) facts.push([t('companies.about.location'), company.location, null]);
  if (company.industry) facts.push([t('companies.about.industry'), company.industry.name, null]);
  if (company.founded_year) facts.push([t('companies.about.founded'), String(company.founded_year), null]);
  if (company.size) facts.push([t('companies.about.size'), t('companies.about.employees', { size: company.size }), null]);
  facts.push([
    t('companies.about.since'),
    <time key="since" dateTime={company.created_at}>
      {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(company.created_at))}
    </time>,
    null,
  ]);
  return (
    <div className="company-about">
      <h2>{t('companies.page.tabs.about')}</h2>
      <p className="deal-description">{company.about || t('companies.about.none')}</p>
      <dl className="deal-facts">
        {facts.map(([label, value, href]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A website as a link only when it reads as an http(s) address (no `javascript:`). */
function safeLink(value: string): string | null {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The showroom: pictures and videos the company shows; its managers add and remove them. */
export function CompanyShowroom({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { state, reload, set } = useLoaded(`showroom-${company.id}`, (signal) => client.companies.showroom(company.id, { signal }));
  const [error, setError] = useState<string | null>(null);

  async function remove(item: ShowroomItem) {
    if (!window.confirm(t('companies.showroom.confirmDelete', { title: item.title }))) return;
    const answer = await client.companies.deleteShowroomItem(company.id, item.id);
    if (!answer.success) return setError(messageOf(answer.error, t));
    set((items) => items.filter((known) => known.id !== item.id));
  }

  return (
    <div className="company-showroom">
      <h2>{t('companies.page.tabs.showroom')}</h2>
      {error && (
        <p className="notice notice--danger" role="alert">
          {error}
        </p>
      )}
      {state.status === 'loading' && <Loading shape="cards" />}
      {state.status === 'error' && <LoadFailed error={state.error} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="empty-state">{t('companies.showroom.empty')}</p>
        ) : (
          <ul className="showroom-grid" aria-label={t('companies.page.tabs.showroom')}>
            {state.data.map((item) => (
              <li key={item.id} className="showroom-item" data-type={item.type}>
                <ShowroomMedia item={item} />
                <h3>{item.title}</h3>
                {item.description && <p>{item.description}</p>}
                {company.isManager && (
                  <Button
                    type="button"
                    variant="quiet"
                    size="small"
                    aria-label={t('companies.showroom.deleteNamed', { title: item.title })}
                    onClick={() => void remove(item)}
                  >
                    {t('companies.showroom.delete')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ))}
      {company.isManager && state.status === 'ready' && (
        <ShowroomForm company={company} onAdded={(item) => set((items) => [...items, item])} />
      )}
    </div>
  );
}

function ShowroomMedia({ item }: { item: ShowroomItem }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const image = imageUrl(client, item.image);
  const video = item.type === 'video' && item.url && /^https?:\/\//.test(item.url) ? item.url : null;
  return (
    <>
      {image && <img src={image} alt="" loading="lazy" />}
      {video && (
        <a href={video} target="_blank" rel="noopener noreferrer">
          {t('companies.showroom.watch', { title: item.title })}
        </a>
      )}
    </>
  );
}

const SHOWROOM_FORM = 'showroom-form';

function ShowroomForm({ company, onAdded }: { company: Company; onAdded: (item: ShowroomItem) => void }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const [type, setType] = useState<'default' | 'video'>('default');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [url, setUrl] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [round, setRound] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!title.trim() || saving) return;
    setSaving(true);
    const answer = await client.companies.addShowroomItem(company.id, {
      type,
      title: title.trim(),
      ...(description.trim() ? { description: description.trim() } : {}),
      ...(type === 'video' && url.trim() ? { url: url.trim() } : {}),
      ...(image ? { image } : {}),
    });
    setSaving(false);
    if (!answer.success) {
      setErrors(answer.error.fields ?? {});
      setFormError(answer.error.fields ? null : messageOf(answer.error, t));
      return;
    }
    onAdded(answer.data);
    setTitle('');
    setDescription('');
    setUrl('');
    setImage(null);
    setErrors({});
    setFormError(null);
    setRound((value) => value + 1);
  }

  return (
    <form className="showroom-form" onSubmit={submit} noValidate aria-labelledby={`${SHOWROOM_FORM}-title`}>
      <h3 id={`${SHOWROOM_FORM}-title`}>{t('companies.showroom.add')}</h3>
      <fieldset className="field">
        <legend>{t('companies.showroom.type')}</legend>
        <div className="choice-row">
          {(['default', 'video'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name={`${SHOWROOM_FORM}-type`} value={value} checked={type === value} onChange={() => setType(value)} />{' '}
              {t(`companies.showroom.types.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        form={SHOWROOM_FORM}
        name="title"
        label={t('companies.showroom.title')}
        required
        maxLength={200}
        value={title}
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Field
        form={SHOWROOM_FORM}
        name="description"
        label={t('companies.showroom.description')}
        maxLength={1000}
        value={description}
        error={errors.description}
        onChange={(event) => setDescription(event.target.value)}
      />
      {type === 'video' && (
        <Field
          form={SHOWROOM_FORM}
          name="url"
          type="url"
          label={t('companies.showroom.url')}
          value={url}
          error={errors.url}
          onChange={(event) => setUrl(event.target.value)}
        />
      )}
      <div className="field">
        <label htmlFor={`${SHOWROOM_FORM}-image-${round}`}>{t('companies.showroom.image')}</label>
        <input
          id={`${SHOWROOM_FORM}-image-${round}`}
          type="file"
          accept="image/*"
          onChange={(event) => setImage(event.target.files?.[0] ?? null)}
        />
      </div>
      {formError && (
        <p className="notice notice--danger" role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={!title.trim() || saving}>
        {t('companies.showroom.save')}
      </Button>
    </form>
  );
}

/** A company's listings, a page at a time, each a link to its page. */
function ListingList<Item extends { id: number; title: string }>({
  name,
  load,
  path,
  note,
}: {
  name: 'products' | 'deals';
  load: (query: { page: number; limit: number }, signal: AbortSignal) => Promise<ApiResult<Page<Item>>>;
  path: (item: Item) => string;
  note: (item: Item) => string | null;
}) {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  const [page, setPage] = useState(1);
  const list = usePagedList<Item>(name, page, 24, load);
  return (
    <>
      <h2>{t(`companies.page.tabs.${name}`)}</h2>
      <ListState
        list={list}
        empty={t(`companies.empty.${name}`)}
        label={t(`companies.page.tabs.${name}`)}
        rows={list.items.map((item) => {
          const extra = note(item);
          return (
            <li key={item.id} className="member-row">
              <div className="member-row__main">
                <Link to={localize(path(item))} className="member-row__name">
                  {item.title}
                </Link>
                {extra && <span className="member-row__role">{extra}</span>}
              </div>
            </li>
          );
        })}
        footer={<Pager page={list.page} pages={totalPages(list)} onPage={setPage} />}
      />
    </>
  );
}

export function CompanyProducts({ company }: { company: Company }) {
  const { client } = useSession();
  const { lang } = useLocalize();
  return (
    <ListingList<CompanyProduct>
      name="products"
      load={(query, signal) => client.companies.products(company.id, 'active', query, { signal })}
      path={(product) => `/products/${product.id}`}
      note={(product) => formatPrice(product.price, product.currency, lang) ?? null}
    />
  );
}

export function CompanyDeals({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { client } = useSession();
  return (
    <ListingList<CompanyDeal>
      name="deals"
      load={(query, signal) => client.companies.deals(company.id, query, { signal })}
      path={(deal) => `/deals/${deal.id}`}
      note={(deal) => t(`deals.type.${deal.type}`)}
    />
  );
}

/**
 * Reviews of the company (one a member, rate 1–5, likes), through the listing core's section; its managers read them
 * but do not review it, and also have the "received" view: every review of the company, its deals and its products.
 */
export function CompanyReviews({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const [params] = useSearchParams();
  const view = company.isManager && params.get('view') === 'received' ? 'received' : 'company';
  return (
    <>
      {company.isManager && (
        <nav className="review-views" aria-label={t('companies.reviews.views')}>
          {(['company', 'received'] as const).map((name) => (
            <Link
              key={name}
              to={{ search: name === 'received' ? '?tab=reviews&view=received' : '?tab=reviews' }}
              replace
              className={name === view ? buttonClassName('primary', 'small') : buttonClassName('secondary', 'small')}
              aria-current={name === view ? 'page' : undefined}
            >
              {t(`companies.reviews.${name}`)}
            </Link>
          ))}
        </nav>
      )}
      {view === 'received' ? (
        <ReceivedReviews company={company} />
      ) : (
        <ReviewsSection listingKey={`company-${company.id}`} canEdit={company.isManager} api={reviewsOf(client.companies, company.id)} />
      )}
    </>
  );
}

/** What the company received (its managers): reviews of it, of its deals and of its products, newest first, each with its subject. */
function ReceivedReviews({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { localize } = useLocalize();
  const [page, setPage] = useState(1);
  const list = usePagedList<ReceivedReview>(`company-received-${company.id}`, page, 24, (query, signal) =>
    client.companies.reviewsReceived(company.id, query, { signal }),
  );
  const subject = ({ subject: { kind, id, title } }: ReceivedReview) =>
    kind === 'company' ? (
      t('companies.reviews.ofCompany')
    ) : (
      <>
        {t(`companies.reviews.of.${kind}`)} <Link to={localize(`/${kind === 'deal' ? 'deals' : 'products'}/${id}`)}>{title}</Link>
      </>
    );
  return (
    <section className={cardClassName('deal-section')} aria-labelledby="received-reviews-title" data-section="received-reviews">
      <h2 id="received-reviews-title">{t('companies.reviews.receivedTitle')}</h2>
      <ListState
        list={list}
        empty={t('companies.reviews.receivedEmpty')}
        label={t('companies.reviews.receivedTitle')}
        rows={list.items.map((review) => (
          <li key={`${review.subject.kind}-${review.id}`} className="review" data-subject={review.subject.kind}>
            <p className="review__subject">{subject(review)}</p>
            <p className="review__rate" role="img" aria-label={t('deals.reviews.stars', { count: review.rate })}>
              {'★'.repeat(review.rate)}
              <span className="review__rate-rest">{'★'.repeat(5 - review.rate)}</span>
            </p>
            <p className="review__content">{review.content}</p>
            <p className="review__author">
              {t('deals.reviews.by', { name: `${review.author.firstName} ${review.author.lastName}`.trim() })}
            </p>
          </li>
        ))}
        footer={<Pager page={list.page} pages={totalPages(list)} onPage={setPage} />}
      />
    </section>
  );
}
