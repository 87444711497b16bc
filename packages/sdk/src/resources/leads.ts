import type { QueryOf, RequestBody, ResponseData } from '../contract.ts';
import type {
  Lead,
  LeadActivity,
  LeadComment,
  LeadDetails,
  MemberSummary as LeadMember,
  LeadStatistic,
  LeadTask,
  operations,
} from '../generated/openapi.ts';
import { type CallOptions, pathOf, type Transport } from '../transport/client.ts';
import { paginate } from '../transport/paging.ts';
import type { ApiResult } from '../transport/result.ts';
import { callsOf } from './calls.ts';
import { type FormOf, toFormData } from './form.ts';

export type { Lead, LeadActivity, LeadComment, LeadDetails, LeadMember, LeadStatistic, LeadTask };

export type LeadStatus = Lead['status'];
export type LeadType = Lead['type'];
export type LeadStatName = operations['generalLeadStatistic']['parameters']['path']['stat'];
export type LeadListQuery = QueryOf<'sentLeads'>;

/** The fields of a new lead; `files` are Blobs (or Files) sent in the multipart form. */
export type CreateLeadInput = Omit<FormOf<'createLead'>, 'files'> & { files?: Blob[] };
export type LeadCommentInput = { text: string; file?: Blob };

/** SPEC §9 lead status colours (theme colour names); any other status is blue-grey. */
export const LEAD_STATUS_COLORS = {
  todo: 'primary',
  'in-progress': 'orange',
  accepted: 'success',
  refused: 'danger',
} as const satisfies Record<LeadStatus, string>;
export const LEAD_STATUS_OTHER_COLOR = 'blue-grey';

export function leadStatusColor(status: string): string {
  return (LEAD_STATUS_COLORS as Record<string, string>)[status] ?? LEAD_STATUS_OTHER_COLOR;
}

/** Leads (SPEC §7 /lead): the dashboard lists, the lead page, its work and statistics. */
export function leadsResource(transport: Transport) {
  const { get } = callsOf(transport);
  const list = (kind: 'sender' | 'receiver' | 'assigned') => (query?: LeadListQuery, options?: CallOptions) =>
    get<ResponseData<'sentLeads'>>(`/lead/${kind}`, options, { ...query });
  const sent = list('sender');
  const received = list('receiver');
  const assigned = list('assigned');
  const forDeal = (query: QueryOf<'dealLeads'>, options?: CallOptions) =>
    get<ResponseData<'dealLeads'>>('/lead/deal', options, { ...query });
  const id = (value: number) => ({ id: value });

  return {
    /** Buy, sell or refer a deal (multipart, with optional files). */
    create: (input: CreateLeadInput, options?: CallOptions): Promise<ApiResult<Lead>> =>
      transport.request({ method: 'POST', path: '/lead', body: toFormData({ ...input }), ...options }),
    /** Leads the member sent or was referred to (dashboard "sent"), 5 a page. */
    sent,
    /** Leads on the member's or their companies' deals (dashboard "received"). */
    received,
    /** Leads the member was assigned to (dashboard "assigned"). */
    assigned,
    /** Leads on one deal (dashboard "deal"). */
    forDeal,
    /** Every lead of a dashboard list, fetching page after page. */
    allSent: (query?: Omit<LeadListQuery, 'page'>) => paginate((page) => sent({ ...query, page })),
    allReceived: (query?: Omit<LeadListQuery, 'page'>) => paginate((page) => received({ ...query, page })),
    allAssigned: (query?: Omit<LeadListQuery, 'page'>) => paginate((page) => assigned({ ...query, page })),
    allForDeal: (query: Omit<QueryOf<'dealLeads'>, 'page'>) => paginate((page) => forDeal({ ...query, page })),
    detail: (leadId: number, options?: CallOptions) => get<Lead>(pathOf('/lead/detail/{id}', id(leadId)), options),
    details: (leadId: number, options?: CallOptions) => get<LeadDetails>(pathOf('/lead/details/{id}', id(leadId)), options),
    byUuid: (uuid: string, options?: CallOptions) => get<Lead>(pathOf('/lead/detail/uuid/{uuid}', { uuid }), options),
    /** Change one field: text, budget, final_budget or currency. */
    edit: (leadId: number, input: RequestBody<'editLead'>, options?: CallOptions): Promise<ApiResult<Lead>> =>
      transport.request({ method: 'POST', path: pathOf('/lead/edit/{id}', id(leadId)), body: input, ...options }),
    /** Move the lead; `accepted` records your side's approval (docs/leads.md). */
    changeStatus: (leadId: number, status: LeadStatus, options?: CallOptions): Promise<ApiResult<Lead>> =>
      transport.request({ method: 'PATCH', path: pathOf('/lead/status/{id}', id(leadId)), body: { status }, ...options }),
    delete: (leadId: number, options?: CallOptions): Promise<ApiResult<undefined>> =>
      transport.request({ method: 'DELETE', path: pathOf('/lead/{id}', id(leadId)), ...options }),
    uploadFiles: (leadId: number, files: Blob[], options?: CallOptions): Promise<ApiResult<ResponseData<'uploadLeadFiles'>>> =>
      transport.request({ method: 'POST', path: pathOf('/lead/upload/{id}', id(leadId)), body: toFormData({ files }), ...options }),
    deleteFile: (leadId: number, fileId: number, options?: CallOptions): Promise<ApiResult<undefined>> =>
      transport.request({ method: 'DELETE', path: pathOf('/lead/{id}/file/{fileId}', { id: leadId, fileId }), ...options }),
    tasks: (leadId: number, options?: CallOptions) => get<ResponseData<'leadTasks'>>(pathOf('/lead/{id}/task', id(leadId)), options),
    createTask: (leadId: number, input: RequestBody<'createLeadTask'>, options?: CallOptions): Promise<ApiResult<LeadTask>> =>
      transport.request({ method: 'POST', path: pathOf('/lead/{id}/task', id(leadId)), body: input, ...options }),
    toggleTaskDone: (leadId: number, taskId: number, options?: CallOptions): Promise<ApiResult<LeadTask>> =>
      transport.request({ method: 'PATCH', path: pathOf('/lead/{id}/task/{taskId}/done', { id: leadId, taskId }), ...options }),
    deleteTask: (leadId: number, taskId: number, options?: CallOptions): Promise<ApiResult<undefined>> =>
      transport.request({ method: 'DELETE', path: pathOf('/lead/{id}/task/{taskId}', { id: leadId, taskId }), ...options }),
    comments: (leadId: number, options?: CallOptions) => get<LeadComment[]>(pathOf('/lead/comments/{id}', id(leadId)), options),
    /** Comment, with an optional file (multipart). */
    createComment: (leadId: number, input: LeadCommentInput, options?: CallOptions): Promise<ApiResult<LeadComment>> =>
      transport.request({ method: 'POST', path: pathOf('/lead/comments/{id}', id(leadId)), body: toFormData({ ...input }), ...options }),
    activities: (leadId: number, options?: CallOptions) => get<LeadActivity[]>(pathOf('/lead/activities/{id}', id(leadId)), options),
    assignees: (leadId: number, options?: CallOptions) => get<LeadMember[]>(pathOf('/lead/assigned/users/{id}', id(leadId)), options),
    /** Assign a manager of the deal or its company to the lead. */
    assign: (leadId: number, managerId: number, options?: CallOptions) =>
      get<LeadMember[]>(pathOf('/lead/assignee/{a}/{b}', { a: leadId, b: managerId }), options),
    unassign: (leadId: number, managerId: number, options?: CallOptions): Promise<ApiResult<LeadMember[]>> =>
      transport.request({ method: 'DELETE', path: pathOf('/lead/assignee/{a}/{b}', { a: leadId, b: managerId }), ...options }),
    searchManagers: (leadId: number, input: RequestBody<'searchLeadManagers'>, options?: CallOptions) =>
      transport.request<ResponseData<'searchLeadManagers'>>({
        method: 'POST',
        path: pathOf('/lead/assigned/managers/{id}/search', id(leadId)),
        body: input,
        ...options,
      }),
    generalStatistic: (stat: LeadStatName, options?: CallOptions) => get<LeadStatistic>(pathOf('/lead/general/{stat}', { stat }), options),
    personalStatistic: (stat: LeadStatName, options?: CallOptions) =>
      get<LeadStatistic>(pathOf('/lead/personal/{stat}', { stat }), options),
    clubStatistic: (stat: LeadStatName, options?: CallOptions) => get<LeadStatistic>(pathOf('/lead/club/{stat}', { stat }), options),
    clubDetailStatistic: (stat: LeadStatName, clubId: number, options?: CallOptions) =>
      get<LeadStatistic>(pathOf('/lead/club-detail/{stat}', { stat }), options, { club_id: clubId }),
    /** A company's lead activity, 10 a page. */
    activitySection: (companyId: number, query?: QueryOf<'leadActivitySection'>, options?: CallOptions) =>
      get<ResponseData<'leadActivitySection'>>(pathOf('/lead/activity-section/{id}', id(companyId)), options, { ...query }),
  };
}

export type LeadsResource = ReturnType<typeof leadsResource>;
