import { type Static, Type } from 'typebox';
import { first, type Queryable } from '../db/database.ts';
import { allowFileReads, deleteOwnerFiles, storeFiles } from '../files/files.ts';
import { formFields, multipartRoute, readUploads } from '../files/uploads.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { LEAD_DASHBOARD_PAGE_SIZE, Paged, pageWindow } from '../http/paging.ts';
import { t } from '../i18n/catalogue.ts';
import { notifyLead } from '../notifications/producers.ts';
import { earnReferral } from '../payouts/earnings.ts';
import { leadForParty, PARTY_SQL, RECEIVER_SIDE_SQL } from './access.ts';
import { recordActivity } from './activities.ts';
import { decideStatus, EDITABLE_FIELDS, isClosed, isEditableField, type LeadStatus, parseFieldValue } from './rules.ts';
import { CreateLeadBody, DealLeadListQuery, EditLeadBody, LeadIdParams, LeadListQuery, StatusBody } from './schemas.ts';
import { leadStatisticsRoutes } from './statistics.ts';
import { LEAD_UPLOAD_FILES, LEAD_VIEW_FROM, Lead, type LeadListRow, leadViewSelect, leadViews, loadLeadView } from './views.ts';
import { leadWorkRoutes } from './work-routes.ts';

const tags = ['leads'];
const auth = { auth: 'required' as const };
const PagedLeads = Paged(Lead);

interface DealRow {
  id: number;
  type: 'offer' | 'demand';
  author_id: number;
  company_id: number | null;
  currency: string | null;
  buy_currency: string | null;
  sell_currency: string | null;
  refer_currency: string | null;
}

/** SQL true when member `user` is on deal `d`'s side: its author, a deal manager, the company's owner or a manager. */
const DEAL_SIDE_SQL = (user: string) => `(
  d.author_id = ${user}
  OR EXISTS (SELECT 1 FROM deal_managers dm WHERE dm.deal_id = d.id AND dm.user_id = ${user})
  OR EXISTS (SELECT 1 FROM companies c WHERE c.id = d.company_id AND c.owner_id = ${user})
  OR EXISTS (SELECT 1 FROM company_managers cm WHERE cm.company_id = d.company_id AND cm.user_id = ${user})
)`;

async function dealWithSide(db: Queryable, dealId: number, userId: number) {
  return first<DealRow & { on_deal_side: boolean }>(
    db,
    `SELECT d.id, d.type, d.author_id, d.company_id, d.currency, d.buy_currency, d.sell_currency, d.refer_currency,
            ${DEAL_SIDE_SQL('$2')} AS on_deal_side
       FROM deals d WHERE d.id = $1 AND d.deleted_at IS NULL`,
    [dealId, userId],
  );
}

export type CreateLeadFields = Static<typeof CreateLeadBody>;

/** Checks a new lead against its deal and stores it with its first activity; answers the new lead's id. */
export async function createLead(db: Queryable, senderId: number, fields: CreateLeadFields): Promise<number> {
  const deal = await dealWithSide(db, fields.deal_id, senderId);
  if (!deal) throw badRequest(t('lead.no_deal', { id: fields.deal_id }), { deal_id: t('lead.no_deal_field') });
  if (deal.on_deal_side) throw badRequest(t('lead.own_deal'), { deal_id: t('lead.own_deal_field') });
  if (fields.type === 'buy' && deal.type !== 'offer') throw badRequest(t('lead.buy_offers'), { type: t('lead.buy_offers_field') });
  if (fields.type === 'sell' && deal.type !== 'demand') throw badRequest(t('lead.sell_demands'), { type: t('lead.sell_demands_field') });
  if (fields.type === 'refer') {
    if (fields.referral_user_id === undefined)
      throw badRequest(t('lead.referral_member'), { referral_user_id: t('lead.referral_member_field') });
    if (fields.referral_user_id === senderId)
      throw badRequest(t('lead.refer_someone_else'), { referral_user_id: t('lead.refer_someone_else_field') });
    const referred = await dealWithSide(db, fields.deal_id, fields.referral_user_id);
    const exists = await first(db, 'SELECT 1 FROM users WHERE id = $1', [fields.referral_user_id]);
    if (!exists) throw badRequest(t('lead.no_member', { id: fields.referral_user_id }), { referral_user_id: t('lead.no_member_field') });
    if (referred?.on_deal_side) throw badRequest(t('lead.referred_on_side'), { referral_user_id: t('lead.referred_on_side_field') });
  } else if (fields.referral_user_id !== undefined) {
    throw badRequest(t('lead.referral_only'), { referral_user_id: t('lead.referral_only_field') });
  }
  const open = await first(
    db,
    `SELECT 1 FROM leads WHERE deal_id = $1 AND sender_id = $2 AND type = $3 AND referral_user_id IS NOT DISTINCT FROM $4
        AND status IN ('todo', 'in-progress')`,
    [deal.id, senderId, fields.type, fields.referral_user_id ?? null],
  );
  if (open) throw conflict(t('lead.open_exists'));
  const priceCurrency = { buy: deal.buy_currency, sell: deal.sell_currency, refer: deal.refer_currency }[fields.type];
  const rows = await db.query<{ id: number }>(
    `INSERT INTO leads (type, deal_id, sender_id, receiver_id, receiver_company_id, referral_user_id, club_id, text, budget, currency)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      fields.type,
      deal.id,
      senderId,
      deal.author_id,
      deal.company_id,
      fields.referral_user_id ?? null,
      fields.club_id ?? null,
      fields.text?.trim() ?? '',
      fields.budget ?? null,
      fields.currency?.toUpperCase() ?? priceCurrency ?? deal.currency,
    ],
  );
  const id = (rows[0] as { id: number }).id;
  await recordActivity(db, id, senderId, 'created', { type: fields.type, deal_id: deal.id });
  return id;
}

type ListKind = 'sender' | 'receiver' | 'assigned';

const LIST_CONDITIONS: Record<ListKind, string> = {
  sender: '(l.sender_id = $1 OR l.referral_user_id = $1)',
  receiver: `(${RECEIVER_SIDE_SQL('l', '$1')} AND l.sender_id <> $1)`,
  assigned: 'EXISTS (SELECT 1 FROM lead_assignees la WHERE la.lead_id = l.id AND la.user_id = $1)',
};

async function pageOfLeads(
  db: Queryable,
  viewerId: number,
  condition: string,
  params: unknown[],
  query: { page?: number | undefined; limit?: number | undefined; status?: LeadStatus | undefined },
  baseUrl: string,
) {
  const { page, limit, offset } = pageWindow(query, LEAD_DASHBOARD_PAGE_SIZE);
  const status = query.status ?? null;
  const base = [viewerId, status, ...params];
  const where = `${condition} AND ($2::text IS NULL OR l.status = $2)`;
  const counted = await first<{ total: number | string }>(db, `SELECT count(*) AS total FROM leads l WHERE ${where}`, base);
  const rows = await db.query<LeadListRow>(
    `SELECT ${leadViewSelect('$1')} FROM ${LEAD_VIEW_FROM} WHERE ${where} ORDER BY l.id DESC LIMIT ${limit} OFFSET ${offset}`,
    base,
  );
  return { items: await leadViews(db, rows, baseUrl, viewerId), total: Number(counted?.total ?? 0), page, limit };
}

/** Every /lead route: the lead itself here, its work (tasks, comments, files, assignees) and its statistics. */
export function leadRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const baseUrl = (request: { protocol: string; host: string }) => publicBaseUrl(request, config);
  // A lead's files, and its comments' files, are for the lead's parties only.
  allowFileReads('lead', async (q, leadId, viewer) =>
    viewer ? Boolean(await first(q, `SELECT 1 FROM leads l WHERE l.id = $1 AND ${PARTY_SQL('l', '$2')}`, [leadId, viewer.userId])) : false,
  );
  allowFileReads('lead_comment', async (q, commentId, viewer) =>
    viewer
      ? Boolean(
          await first(q, `SELECT 1 FROM lead_comments lc JOIN leads l ON l.id = lc.lead_id WHERE lc.id = $1 AND ${PARTY_SQL('l', '$2')}`, [
            commentId,
            viewer.userId,
          ]),
        )
      : false,
  );

  app.post(
    '/lead',
    {
      ...multipartRoute,
      config: auth,
      schema: {
        operationId: 'createLead',
        tags,
        summary:
          'Buy, sell or refer a deal (multipart: the fields and optional `files`): starts a lead addressed to the deal’s side (todo).',
        consumes: ['multipart/form-data'],
        body: Type.Object(
          {
            ...CreateLeadBody.properties,
            files: Type.Optional(Type.Array(Type.String({ format: 'binary' }), { description: 'Up to 10 files.' })),
          },
          { additionalProperties: false },
        ),
        response: { 201: Lead },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      // Files are read and judged first, so a refused file (413/415) leaves no lead behind.
      const { fields, files } = await readUploads(request, { maxFiles: LEAD_UPLOAD_FILES, maxFileBytes: config.maxUploadBytes });
      const id = await db.transaction((tx) => createLead(tx, viewer.userId, formFields(CreateLeadBody, fields)));
      if (files.length > 0) {
        const stored = await storeFiles(context, 'lead', id, files, viewer.userId);
        for (const file of stored) await recordActivity(db, id, viewer.userId, 'file_uploaded', { file_id: file.id, name: file.name });
      }
      await notifyLead(context, 'lead_new', id, viewer.userId, baseUrl(request));
      reply.code(201);
      return loadLeadView(db, id, viewer.userId, baseUrl(request));
    },
  );

  const lists: Array<{ kind: ListKind; operationId: string; summary: string }> = [
    { kind: 'sender', operationId: 'sentLeads', summary: 'Leads the member sent, or was referred to (dashboard "sent"), newest first.' },
    {
      kind: 'receiver',
      operationId: 'receivedLeads',
      summary: 'Leads on the deals of the member or their companies (dashboard "received").',
    },
    {
      kind: 'assigned',
      operationId: 'assignedLeads',
      summary: 'Leads the member was assigned to as a company manager (dashboard "assigned").',
    },
  ];
  for (const list of lists) {
    app.get(
      `/lead/${list.kind}`,
      {
        config: auth,
        schema: { operationId: list.operationId, tags, summary: list.summary, querystring: LeadListQuery, response: { 200: PagedLeads } },
      },
      async (request) => pageOfLeads(db, requireViewer(request).userId, LIST_CONDITIONS[list.kind], [], request.query, baseUrl(request)),
    );
  }

  app.get(
    '/lead/deal',
    {
      config: auth,
      schema: {
        operationId: 'dealLeads',
        tags,
        summary: 'Leads on one deal (dashboard "deal"), for the deal’s side: its author, managers and company managers.',
        querystring: DealLeadListQuery,
        response: { 200: PagedLeads },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const deal = await dealWithSide(db, request.query.deal_id, viewer.userId);
      if (!deal) throw notFound('deal');
      if (!deal.on_deal_side) throw forbidden(t('forbidden.deal_leads'));
      return pageOfLeads(db, viewer.userId, `l.deal_id = $3 AND ${PARTY_SQL('l', '$1')}`, [deal.id], request.query, baseUrl(request));
    },
  );

  app.get(
    '/lead/detail/:id',
    {
      config: auth,
      schema: {
        operationId: 'leadDetail',
        tags,
        summary: 'A lead with its deal, parties, approvals and counts (the lead card and header).',
        params: LeadIdParams,
        response: { 200: Lead },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await leadForParty(db, request.params.id, viewer.userId);
      return loadLeadView(db, request.params.id, viewer.userId, baseUrl(request));
    },
  );

  app.get(
    '/lead/detail/uuid/:uuid',
    {
      config: auth,
      schema: {
        operationId: 'leadDetailByUuid',
        tags,
        summary: 'A lead by its uuid (shared links), as /lead/detail/{id} answers it.',
        params: Type.Object({ uuid: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
        response: { 200: Lead },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const found = await first<{ id: number }>(db, 'SELECT id FROM leads WHERE uuid = $1', [request.params.uuid]);
      if (!found) throw notFound('lead');
      await leadForParty(db, found.id, viewer.userId);
      return loadLeadView(db, found.id, viewer.userId, baseUrl(request));
    },
  );

  app.post(
    '/lead/edit/:id',
    {
      config: auth,
      schema: {
        operationId: 'editLead',
        tags,
        summary: 'Change one field of an open lead: text (either side), budget (sender side), final_budget and currency (either side).',
        params: LeadIdParams,
        body: EditLeadBody,
        response: { 200: Lead },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { field, text } = request.body;
      if (!isEditableField(field)) {
        const allowed = Object.keys(EDITABLE_FIELDS).join(', ');
        throw badRequest(t('lead.not_editable', { field, allowed }), { field: t('lead.not_editable_field', { allowed }) });
      }
      const value = parseFieldValue(field, text);
      await db.transaction(async (tx) => {
        const { lead, side } = await leadForParty(tx, request.params.id, viewer.userId);
        if (!(EDITABLE_FIELDS[field].sides as readonly string[]).includes(side))
          throw forbidden(
            t('lead.side_changes_field', { side: t(`lead_side.${EDITABLE_FIELDS[field].sides[0]}`), field: t(`lead_field.${field}`) }),
          );
        if (isClosed(lead.status))
          throw new ApiError(409, 'illegal_transition', t('lead.closed_fields', { status: t(`lead_status.${lead.status}`) }));
        const before = lead[field];
        await tx.query(`UPDATE leads SET ${field} = $2 WHERE id = $1`, [lead.id, value]);
        await recordActivity(tx, lead.id, viewer.userId, 'field_edited', {
          field,
          from: before === null ? null : String(before),
          to: value === null ? null : String(value),
        });
        // Both sides approve the figure they will be paid on: a new final budget needs new approvals.
        if (field === 'final_budget' && (lead.sender_approval || lead.receiver_approval)) {
          await tx.query(
            `UPDATE leads SET sender_approval = false, receiver_approval = false, sender_approved_by = NULL, receiver_approved_by = NULL,
                    sender_approved_at = NULL, receiver_approved_at = NULL WHERE id = $1`,
            [lead.id],
          );
          await recordActivity(tx, lead.id, viewer.userId, 'approvals_cleared', { reason: 'final_budget changed' });
        }
      });
      return loadLeadView(db, request.params.id, viewer.userId, baseUrl(request));
    },
  );

  app.patch(
    '/lead/status/:id',
    {
      config: auth,
      schema: {
        operationId: 'changeLeadStatus',
        tags,
        summary:
          'Move a lead: in-progress (deal side, from todo), accepted (records your side’s approval; accepted once both sides approved), refused (either side). 409 illegal_transition otherwise.',
        params: LeadIdParams,
        body: StatusBody,
        response: { 200: Lead },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM leads WHERE id = $1 FOR UPDATE', [request.params.id]);
        const { lead, side } = await leadForParty(tx, request.params.id, viewer.userId);
        const outcome = decideStatus(lead, request.body.status, side);
        if (outcome.kind === 'start') {
          await tx.query(`UPDATE leads SET status = 'in-progress' WHERE id = $1`, [lead.id]);
          await recordActivity(tx, lead.id, viewer.userId, 'started', { from: lead.status, to: 'in-progress' });
        } else if (outcome.kind === 'approve') {
          await tx.query(
            `UPDATE leads SET ${outcome.side}_approval = true, ${outcome.side}_approved_by = $2, ${outcome.side}_approved_at = now() WHERE id = $1`,
            [lead.id, viewer.userId],
          );
          await recordActivity(tx, lead.id, viewer.userId, 'approved', { side: outcome.side });
          if (outcome.accepted) {
            await tx.query(`UPDATE leads SET status = 'accepted', closed_by = $2, closed_at = now() WHERE id = $1`, [
              lead.id,
              viewer.userId,
            ]);
            await recordActivity(tx, lead.id, viewer.userId, 'accepted', { from: lead.status, to: 'accepted' });
          }
        } else {
          await tx.query(`UPDATE leads SET status = 'refused', closed_by = $2, closed_at = now() WHERE id = $1`, [lead.id, viewer.userId]);
          await recordActivity(tx, lead.id, viewer.userId, 'refused', { from: lead.status, to: 'refused', side: outcome.side });
        }
      });
      // An accepted refer lead pays its referrer once (docs/payments.md "Ledger"); it never fails the status change.
      await earnReferral(context, request.params.id, request.log);
      await notifyLead(context, 'lead_status', request.params.id, viewer.userId, baseUrl(request));
      return loadLeadView(db, request.params.id, viewer.userId, baseUrl(request));
    },
  );

  app.delete(
    '/lead/:id',
    {
      config: auth,
      schema: {
        operationId: 'deleteLead',
        tags,
        summary: 'The sender withdraws a lead nobody has started on (todo); later it can only be refused.',
        params: LeadIdParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const comments = await db.transaction(async (tx) => {
        const { lead } = await leadForParty(tx, request.params.id, viewer.userId);
        if (lead.sender_id !== viewer.userId) throw forbidden(t('lead.sender_deletes'));
        if (lead.status !== 'todo')
          throw new ApiError(409, 'illegal_transition', t('lead.keeps_history', { status: t(`lead_status.${lead.status}`) }));
        return tx.query<{ id: number }>('DELETE FROM lead_comments WHERE lead_id = $1 RETURNING id', [lead.id]).then(async (rows) => {
          await tx.query('DELETE FROM leads WHERE id = $1', [lead.id]);
          return rows;
        });
      });
      await deleteOwnerFiles(context, 'lead', request.params.id);
      for (const comment of comments) await deleteOwnerFiles(context, 'lead_comment', comment.id);
      reply.code(204);
      return null;
    },
  );

  leadWorkRoutes(app, context);
  leadStatisticsRoutes(app, context);
}
