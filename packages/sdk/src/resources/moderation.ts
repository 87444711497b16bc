import type { QueryOf, RequestBody, ResponseData } from '../contract.ts';
import type {
  ModeratedPageType,
  ModerationAction,
  ModerationAppeal,
  ModerationBody,
  ModerationKind,
  PageReport,
} from '../generated/openapi.ts';
import type { CallOptions, Transport } from '../transport/client.ts';
import type { ApiResult } from '../transport/result.ts';
import { callsOf } from './calls.ts';

/** ModeratedPageType: the two kinds of page that have moderators, a company (its owner and managers) and a club (its owner and admins). */
export type { ModeratedPageType, ModerationAction, ModerationAppeal, ModerationBody, ModerationKind, PageReport };

export type PageReportPage = ResponseData<'clubModerationReports'>;
export type ModerationLogPage = ResponseData<'clubModerationLog'>;
export type ModerationAppealPage = ResponseData<'clubModerationAppeals'>;
export type PageReportQuery = QueryOf<'clubModerationReports'>;
export type ModerationAppealsQuery = QueryOf<'clubModerationAppeals'>;
export type ModerationLogQuery = QueryOf<'clubModerationLog'>;
export type AppealDecision = RequestBody<'clubModerationDecideAppeal'>;

const PREFIXES: Record<ModeratedPageType, string> = { company: '/company', club: '/clubs' };

/** `/company/{id}/moderation…` or `/clubs/{id}/moderation…`; an unknown page type throws before any call. */
function pagePath(type: ModeratedPageType, id: number, suffix: string): string {
  const prefix = PREFIXES[type];
  if (!prefix) throw new TypeError(`Unknown page type: ${String(type)} (company or club)`);
  return `${prefix}/${id}/moderation${suffix}`;
}

/**
 * Moderation of company pages and clubs (docs/moderation.md). The page's moderators act (`act`: hide, unhide or remove
 * a post or comment; mute or unmute a member; ban or unban one from a club), read the report queue, the log and the
 * appeals, dismiss reports and decide appeals; each takes the page as `(type, id)` (`company…`/`club…` operations).
 * The member concerned reads a decision (`action`) and appeals it once (`appeal`). Loads on its first call
 * (`client.moderation`).
 */
export function moderationResource(transport: Transport) {
  const { get, send } = callsOf(transport);
  return {
    /** `POST …/moderation/actions` (companyModerationAct, clubModerationAct): answers the logged action (201). */
    act: (type: ModeratedPageType, id: number, body: ModerationBody, options?: CallOptions): Promise<ApiResult<ModerationAction>> =>
      send<ModerationAction>('POST', pagePath(type, id, '/actions'), body, options),
    /** `GET …/moderation/reports`: reports of the page's posts and comments, open first, with the action taken. */
    reports: (type: ModeratedPageType, id: number, query?: PageReportQuery, options?: CallOptions): Promise<ApiResult<PageReportPage>> =>
      get<PageReportPage>(pagePath(type, id, '/reports'), options, query),
    /** `POST …/moderation/reports/{reportId}/dismiss`: answers the logged dismissal (201). */
    dismissReport: (
      type: ModeratedPageType,
      id: number,
      reportId: number,
      body: { reason?: string } = {},
      options?: CallOptions,
    ): Promise<ApiResult<ModerationAction>> =>
      send<ModerationAction>('POST', pagePath(type, id, `/reports/${reportId}/dismiss`), body, options),
    /** `GET …/moderation/log`: every action, dismissal and appeal decision, newest first. */
    log: (type: ModeratedPageType, id: number, query?: ModerationLogQuery, options?: CallOptions): Promise<ApiResult<ModerationLogPage>> =>
      get<ModerationLogPage>(pagePath(type, id, '/log'), options, query),
    /** `GET …/moderation/appeals`: appeals of the page's decisions, waiting first. */
    appeals: (
      type: ModeratedPageType,
      id: number,
      query?: ModerationAppealsQuery,
      options?: CallOptions,
    ): Promise<ApiResult<ModerationAppealPage>> => get<ModerationAppealPage>(pagePath(type, id, '/appeals'), options, query),
    /** `POST …/moderation/appeals/{appealId}/decision`: accept (undo the decision) or reject an appeal. */
    decideAppeal: (
      type: ModeratedPageType,
      id: number,
      appealId: number,
      body: AppealDecision,
      options?: CallOptions,
    ): Promise<ApiResult<ModerationAppeal>> =>
      send<ModerationAppeal>('POST', pagePath(type, id, `/appeals/${appealId}/decision`), body, options),
    /** `GET /moderation/actions/{id}` (moderationAction): a decision, for the member concerned or the page's moderators. */
    action: (actionId: number, options?: CallOptions): Promise<ApiResult<ModerationAction>> =>
      get<ModerationAction>(`/moderation/actions/${actionId}`, options),
    /** `POST /moderation/actions/{id}/appeal` (appealModerationAction): the member concerned appeals, once (409 after). */
    appeal: (actionId: number, text: string, options?: CallOptions): Promise<ApiResult<ModerationAppeal>> =>
      send<ModerationAppeal>('POST', `/moderation/actions/${actionId}/appeal`, { text }, options),
  };
}

export type ModerationResource = ReturnType<typeof moderationResource>;
