import type { QueryOf, RequestBody, ResponseData } from '../contract.ts';
import type { AdminReport, BlockedMember, ReportCreated } from '../generated/openapi.ts';
import type { CallOptions, Transport } from '../transport/client.ts';

export type { AdminReport, BlockedMember, ReportCreated };

export type BlockedMembersPage = ResponseData<'blockedMembers'>;
export type BlockedMembersQuery = QueryOf<'blockedMembers'>;
/** `{ subject_type, subject_id, reason, details? }`: what is reported and why. */
export type ReportInput = RequestBody<'createReport'>;
export type ReportSubjectType = ReportInput['subject_type'];
export type ReportReason = ReportInput['reason'];
export type AdminReportsPage = ResponseData<'adminReports'>;
export type AdminReportsQuery = QueryOf<'adminReports'>;

/** Blocking, reporting and the admins' report queue. */
export function trustCalls(transport: Transport) {
  // Not `callsOf`: this is part of the account chunk and imports nothing the entry has (as account-security.ts).
  const send = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, options?: CallOptions, query?: object) =>
    transport.request<T>({ method, path, ...(body === undefined ? {} : { body }), ...(query ? { query: { ...query } } : {}), ...options });
  const resolve = (action: 'dismiss' | 'hide' | 'suspend') => (id: number, options?: CallOptions) =>
    send<undefined>('POST', `/admin/reports/${id}/${action}`, undefined, options);
  return {
    /** Blocks a member (204): neither sees the other any more; the connection and pending requests end. */
    block: (memberId: number, options?: CallOptions) => send<undefined>('POST', `/users/block/${memberId}`, undefined, options),
    /** Unblocks a member (204). */
    unblock: (memberId: number, options?: CallOptions) => send<undefined>('DELETE', `/users/block/${memberId}`, undefined, options),
    /** The members I block, most recent first (20 a page). */
    blocked: (query?: BlockedMembersQuery, options?: CallOptions) =>
      send<BlockedMembersPage>('GET', '/users/blocked', undefined, options, query),
    /** Reports a member, post, comment, deal, company or message I can see (404 otherwise). */
    report: (input: ReportInput, options?: CallOptions) => send<ReportCreated>('POST', '/reports', input, options),
    /** Admins: the reports of a status (open by default), oldest first; 403 for other members. */
    adminReports: (query?: AdminReportsQuery, options?: CallOptions) =>
      send<AdminReportsPage>('GET', '/admin/reports', undefined, options, query),
    /** Admins: closes a report with nothing done. */
    dismissReport: resolve('dismiss'),
    /** Admins: hides the reported content (404 to all but its author and admins). */
    hideReported: resolve('hide'),
    /** Admins: suspends the author of the reported content (sessions end, sign-in refused). */
    suspendReported: resolve('suspend'),
  };
}
