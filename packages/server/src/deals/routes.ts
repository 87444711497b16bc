import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { type MissingThing, notFound } from '../http/errors.ts';
import { DEALS_PAGE_SIZE, POPULAR_DEALS_PAGE_SIZE, pageWindow } from '../http/paging.ts';
import { faqRoutes } from '../listings/faqs.ts';
import { allowListingFileReads, deleteListingRoute, listingChangeRoute, listingCreateRoute, MAX_LISTING_FILES } from '../listings/files.ts';
import { IdParams } from '../listings/kind.ts';
import { checkMembers } from '../listings/managers.ts';
import { likePattern, listRoute, neighbourLists } from '../listings/paging.ts';
import { reviewRoutes } from '../listings/reviews.ts';
import { checkPlanLimit } from '../memberships/limits.ts';
import { dealKind } from './access.ts';
import { Deal, DealDetail, DealForm, DealListQuery, DealPatchForm, DealReview } from './schemas.ts';
import { selectDealDetail, selectDealPage } from './views.ts';

// In the listing core now; products, posts and users still read them from here.

/** Buy, sell and refer prices are kept only when above zero (SPEC §5): 0 clears one. */
const rewardPrice = (value: number | undefined) => (value === undefined || value <= 0 ? null : value);

/** Form fields and the columns they fill, for updates. */
const DEAL_COLUMNS_BY_FIELD = {
  title: 'title',
  type: 'type',
  industry_id: 'industry_id',
  category_id: 'category_id',
  currency: 'currency',
  price: 'price',
  stock: 'stock',
  location: 'location',
  description: 'description',
  sub_type: 'sub_type',
  isAllIndustry: 'is_all_industry',
  buy_price: 'buy_price',
  buy_currency: 'buy_currency',
  sell_price: 'sell_price',
  sell_currency: 'sell_currency',
  refer_price: 'refer_price',
  refer_currency: 'refer_currency',
  company_id: 'company_id',
} as const;

async function replaceManagers(db: Queryable, dealId: number, managers: readonly number[]) {
  await db.query('DELETE FROM deal_managers WHERE deal_id = $1', [dealId]);
  for (const userId of managers) {
    await db.query('INSERT INTO deal_managers (deal_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [dealId, userId]);
  }
}

export function dealRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const tags = ['deals'];
  const deals = { ...dealKind, table: 'deals' } as const;
  allowListingFileReads('deals', 'deal');

  async function detail(request: FastifyRequest, id: number) {
    const deal = await selectDealDetail(db, id, request.viewer?.userId ?? null, publicBaseUrl(request, config));
    if (!deal) throw notFound('deal');
    return deal;
  }

  /**
   * One page of deals matching `where` (on `d`), filtered by ?type and ?search, in one statement (views.ts).
   * `list.total` gives the total from the maintained counts when no search narrows the list; `list.exists`
   * checks the list's owner in the same statement (404 when it is not there).
   */
  async function dealPage(
    request: FastifyRequest,
    query: { page?: number; limit?: number; type?: 'all' | 'offer' | 'demand'; search?: string },
    list: { where: string; params: unknown[]; orderBy: string; total?: (types: string) => string; exists?: string; owner?: MissingThing },
    defaultLimit = DEALS_PAGE_SIZE,
  ) {
    const conditions = [list.where];
    const values = [...list.params];
    if (query.type && query.type !== 'all') {
      values.push(query.type);
      conditions.push(`d.type = $${values.length}`);
    }
    const search = query.search?.trim();
    if (search) {
      values.push(likePattern(search));
      conditions.push(`(d.title ILIKE $${values.length} OR d.description ILIKE $${values.length})`);
    }
    let total: string | undefined;
    if (list.total && !search) {
      values.push(query.type && query.type !== 'all' ? [query.type] : ['offer', 'demand']);
      total = list.total(`$${values.length}::text[]`);
    }
    const { page, limit, offset } = pageWindow(query, defaultLimit);
    const answer = await selectDealPage(
      db,
      {
        where: conditions.map((condition) => `(${condition})`).join(' AND '),
        params: values,
        orderBy: list.orderBy,
        limit,
        offset,
        total,
        exists: list.exists,
      },
      request.viewer?.userId ?? null,
      publicBaseUrl(request, config),
    );
    if (!answer.found) throw notFound(list.owner ?? 'list');
    return { items: answer.items, total: answer.total, page, limit };
  }

  listingCreateRoute(
    app,
    context,
    deals,
    {
      operationId: 'createDeal',
      summary: `List an offer or a demand: a multipart form with up to ${MAX_LISTING_FILES} files. Buy, sell and refer prices are kept only when above zero.`,
      body: DealForm,
      response: DealDetail,
      detail,
    },
    async (form, _uploads, userId) => {
      // The member's or the company's plan limits its active deals (docs/memberships.md "Limits"): 403 plan_limit.
      await checkPlanLimit(db, 'deals', userId, form.company_id ?? null);
      const managers = await checkMembers(db, 'managers', form.managers ?? []);
      return db.transaction(async (tx) => {
        const rows = await tx.query<{ id: number }>(
          `INSERT INTO deals (title, type, industry_id, category_id, currency, price, stock, location, description, sub_type, is_all_industry,
             buy_price, buy_currency, sell_price, sell_currency, refer_price, refer_currency, company_id, author_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) RETURNING id`,
          [
            form.title.trim(),
            form.type,
            form.industry_id ?? null,
            form.category_id ?? null,
            form.currency ?? null,
            form.price ?? null,
            form.stock ?? null,
            form.location?.trim() || null,
            form.description ?? '',
            form.sub_type ?? null,
            form.isAllIndustry ?? false,
            rewardPrice(form.buy_price),
            rewardPrice(form.buy_price) === null ? null : (form.buy_currency ?? null),
            rewardPrice(form.sell_price),
            rewardPrice(form.sell_price) === null ? null : (form.sell_currency ?? null),
            rewardPrice(form.refer_price),
            rewardPrice(form.refer_price) === null ? null : (form.refer_currency ?? null),
            form.company_id ?? null,
            userId,
          ],
        );
        const dealId = (rows[0] as { id: number }).id;
        await replaceManagers(tx, dealId, managers);
        return dealId;
      });
    },
  );

  listingChangeRoute(
    app,
    context,
    deals,
    {
      operationId: 'updateDeal',
      summary:
        'Change a deal (its author, its company’s managers or its managers): a multipart form of the fields to change, new files, removed_files, and managers (replaces the list).',
      body: DealPatchForm,
      response: DealDetail,
      detail,
    },
    async (form, files, _userId, deal) => {
      const managers = form.managers === undefined ? undefined : await checkMembers(db, 'managers', form.managers);
      const sets: string[] = [];
      const values: unknown[] = [deal.id];
      for (const [field, column] of Object.entries(DEAL_COLUMNS_BY_FIELD)) {
        const value = form[field as keyof typeof DEAL_COLUMNS_BY_FIELD];
        if (value === undefined) continue;
        values.push(
          field.endsWith('_price') && field !== 'price' ? rewardPrice(value as number) : typeof value === 'string' ? value.trim() : value,
        );
        sets.push(`${column} = $${values.length}`);
      }
      await db.transaction(async (tx) => {
        if (sets.length) await tx.query(`UPDATE deals SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, values);
        // A reward price that is not set keeps no currency.
        await tx.query(
          `UPDATE deals SET buy_currency = CASE WHEN buy_price IS NULL THEN NULL ELSE buy_currency END,
             sell_currency = CASE WHEN sell_price IS NULL THEN NULL ELSE sell_currency END,
             refer_currency = CASE WHEN refer_price IS NULL THEN NULL ELSE refer_currency END WHERE id = $1`,
          [deal.id],
        );
        if (managers) await replaceManagers(tx, deal.id, managers);
        if (!sets.length && (managers || files.length || form.removed_files?.length))
          await tx.query('UPDATE deals SET updated_at = now() WHERE id = $1', [deal.id]);
      });
    },
  );

  deleteListingRoute(app, context, deals, 'Delete a deal (its author, its company’s managers or its managers); its files go with it.');

  // Every list reads its page in one statement; totals of the unfiltered lists come from deal_counts, kept by triggers.
  const liveDeals = (types: string) => `SELECT coalesce(sum(live), 0) FROM deal_counts WHERE type = ANY(${types})`;
  const lists: Array<{
    path: string;
    operationId: string;
    summary: string;
    defaultLimit?: number;
    where: (viewerId: number | null) => { sql: string; params: unknown[] };
    orderBy: string;
    total: (viewerId: number | null) => (types: string) => string;
  }> = [
    {
      path: '/deals/recommended-deals',
      operationId: 'recommendedDeals',
      summary: 'Deals recommended to the viewer: sponsored and best rated first, never their own.',
      where: (viewerId) => (viewerId === null ? { sql: 'true', params: [] } : { sql: 'd.author_id <> $1', params: [viewerId] }),
      // Index deals_recommended.
      orderBy: 'd.is_sponsored DESC, d.rating DESC NULLS LAST, d.created_at DESC, d.id DESC',
      total: (viewerId) => (types) =>
        viewerId === null
          ? liveDeals(types)
          : `(${liveDeals(types)}) - (SELECT count(*) FROM deals o WHERE o.author_id = $1 AND o.deleted_at IS NULL AND o.hidden_at IS NULL AND o.type = ANY(${types}))`,
    },
    {
      path: '/deals/popular-deals',
      operationId: 'popularDeals',
      summary: `Most reviewed and best rated deals (${POPULAR_DEALS_PAGE_SIZE} in one page; type all, offer or demand).`,
      defaultLimit: POPULAR_DEALS_PAGE_SIZE,
      where: () => ({ sql: 'true', params: [] }),
      // Index deals_popular.
      orderBy: 'd.reviews_count DESC, d.rating DESC NULLS LAST, d.created_at DESC, d.id DESC',
      total: () => liveDeals,
    },
    {
      path: '/deals/new-deals',
      operationId: 'newDeals',
      summary: 'The newest deals first.',
      where: () => ({ sql: 'true', params: [] }),
      // Index deals_newest.
      orderBy: 'd.created_at DESC, d.id DESC',
      total: () => liveDeals,
    },
    {
      path: '/deals/sponsored-deals',
      operationId: 'sponsoredDeals',
      summary: 'Sponsored deals, newest first.',
      where: () => ({ sql: 'd.is_sponsored', params: [] }),
      // Index deals_sponsored.
      orderBy: 'd.created_at DESC, d.id DESC',
      total: () => (types) => `SELECT coalesce(sum(sponsored), 0) FROM deal_counts WHERE type = ANY(${types})`,
    },
  ];
  const listRouteOf = (path: string, operationId: string, summary: string, extra: { byId?: boolean; defaultLimit?: number } = {}) => ({
    path,
    operationId,
    tags,
    summary,
    querystring: DealListQuery(extra.defaultLimit),
    item: Deal,
    byId: extra.byId,
    readCache: true,
  });
  for (const list of lists) {
    const defaultLimit = list.defaultLimit ?? DEALS_PAGE_SIZE;
    listRoute(app, listRouteOf(list.path, list.operationId, list.summary, { defaultLimit }), async (request, query) => {
      const viewerId = request.viewer?.userId ?? null;
      const { sql, params } = list.where(viewerId);
      return dealPage(request, query, { where: sql, params, orderBy: list.orderBy, total: list.total(viewerId) }, defaultLimit);
    });
  }

  const newestFirst = 'd.created_at DESC, d.id DESC';
  for (const list of neighbourLists(dealKind, 'deals', 'd', ' OR d.is_all_industry OR b.is_all_industry')) {
    listRoute(app, listRouteOf(list.path, list.operationId, list.summary, { byId: true }), async (request, query, id) =>
      dealPage(request, query, { where: list.where, params: [id], orderBy: newestFirst, exists: dealKind.exists, owner: 'deal' }),
    );
  }

  listRoute(
    app,
    {
      ...listRouteOf('/company/:id/deals', 'companyDeals', `A company's deals, newest first (${DEALS_PAGE_SIZE} a page).`, { byId: true }),
      tags: ['company', 'deals'],
    },
    async (request, query, id) =>
      dealPage(request, query, {
        where: 'd.company_id = $1',
        params: [id],
        orderBy: newestFirst,
        exists: 'SELECT EXISTS (SELECT 1 FROM companies WHERE id = $1)',
        owner: 'company',
      }),
  );

  listRoute(
    app,
    {
      ...listRouteOf('/users/:id/deals', 'userDeals', `The deals a member listed, newest first (${DEALS_PAGE_SIZE} a page).`, {
        byId: true,
      }),
      tags: ['users', 'deals'],
    },
    async (request, query, id) =>
      dealPage(request, query, {
        where: 'd.author_id = $1',
        params: [id],
        orderBy: newestFirst,
        exists: 'SELECT EXISTS (SELECT 1 FROM users WHERE id = $1)',
        owner: 'member',
      }),
  );

  // Registered after the fixed list paths so /deals/popular-deals is never read as an id.
  app.get(
    '/deals/:id',
    {
      config: { auth: 'optional', readCache: true },
      schema: {
        operationId: 'deal',
        tags,
        summary: 'A deal with its files, managers, FAQ and review summary.',
        params: IdParams,
        response: { 200: DealDetail },
      },
    },
    async (request) => {
      const deal = await detail(request, request.params.id);
      // A signed-in member's view of a company's deal, for its analytics (batched: docs/analytics.md).
      if (request.viewer && deal.company_id !== null)
        context.pageViews.record({ kind: 'deal', itemId: deal.id, companyId: deal.company_id, userId: request.viewer.userId });
      return deal;
    },
  );

  faqRoutes(app, context, { ...dealKind, faqTable: 'deal_faqs' });
  reviewRoutes(app, context, {
    ...dealKind,
    reviewTable: 'deal_reviews',
    likesTable: 'deal_review_likes',
    Review: DealReview,
    lookup: true,
  });
}
