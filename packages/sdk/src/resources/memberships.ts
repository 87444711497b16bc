import type { QueryOf, RequestBody, ResponseData } from '../contract.ts';
import type {
  Membership,
  MembershipCancel,
  MembershipChange,
  MembershipFaq,
  MembershipHistoryEntry,
  MembershipPackages,
} from '../generated/openapi.ts';
import type { CallOptions, Transport } from '../transport/client.ts';
import { clearPendingCompanyId, pendingCompanyId, setPendingCompanyId } from './company-id.ts';
import { ok } from './walk.ts';

export type { Membership, MembershipCancel, MembershipChange, MembershipFaq, MembershipHistoryEntry, MembershipPackages };

/** A member's plans (`personal`: networking, business) or a company's (`shop`: basic, popular, enterprise). */
export type MembershipKind = 'personal' | 'shop';
export type ActiveMemberships = ResponseData<'activeMemberships'>;
export type MembershipPackagesQuery = QueryOf<'membershipPackages'>;
export type MembershipHistoryPage = ResponseData<'membershipHistory'>;
export type MembershipHistoryQuery = QueryOf<'membershipHistory'>;
/** `{ plan, interval?, currency?, company_id?, success_url?, cancel_url? }` (docs/memberships.md "Rules"). */
export type MembershipChangeInput = RequestBody<'changeMembership'>;

/**
 * Memberships (SPEC §7 /membership, docs/memberships.md): the viewer's live plans, the plans and FAQ of a kind, the
 * billing history, changes (a first plan answers a checkout to go to) and cancels. Loaded on its first call
 * (client.ts), like chat: every method answers a promise of an `ApiResult`.
 */
export function membershipsResource(transport: Transport) {
  // Not `callsOf`: this is its own chunk and imports nothing the entry has (as chat.ts).
  const get = <T>(path: string, options?: CallOptions, query?: object) =>
    transport.request<T>({ method: 'GET', path, ...(query ? { query: { ...query } } : {}), ...options });
  const post = <T>(path: string, body?: unknown, options?: CallOptions) =>
    transport.request<T>({ method: 'POST', path, ...(body === undefined ? {} : { body }), ...options });
  const history = (query?: MembershipHistoryQuery, options?: CallOptions) =>
    get<MembershipHistoryPage>('/membership/history', options, query);

  return {
    /** The viewer's personal plan and the shop plans of the companies they manage, with the free limits. */
    activeMemberships: (options?: CallOptions) => get<ActiveMemberships>('/membership/active-memberships', options),
    /** The plans of `kind` with prices in `currency` (default EUR); `company_id` marks that company's current shop plan. */
    packages: (kind: MembershipKind, query?: MembershipPackagesQuery, options?: CallOptions) =>
      get<MembershipPackages>(`/membership/packages/${kind}`, options, query),
    /** Questions and answers about the plans of `kind`, in the client's language. */
    faq: (kind: MembershipKind, options?: CallOptions) => get<MembershipFaq>(`/membership/faq/${kind}`, options),
    /** Every change and payment of the viewer's plans and of the companies they own, newest first. */
    history,
    /**
     * Upgrades, downgrades, resumes or switches the interval (docs/memberships.md "Rules"; an illegal change is 409).
     * Without a live plan it starts a checkout: go to `checkoutUrl`. For a shop plan the company id is then kept
     * (SPEC §9 `COMPANY_ID`) for the checkout's return: read it with `pendingCompanyId()`, then clear it.
     */
    async change(kind: MembershipKind, input: MembershipChangeInput, options?: CallOptions) {
      const result = await post<MembershipChange>(`/membership/upgrade/${kind}`, input, options);
      if (result.success && result.data.action === 'checkout' && kind === 'shop' && input.company_id) setPendingCompanyId(input.company_id);
      return result;
    },
    /** The viewer's personal plan ends at its period end (`cancel-on-period-ends`); `change` with the same plan resumes it. */
    cancelPersonal: (options?: CallOptions) => post<MembershipCancel>('/membership/cancel/personal', undefined, options),
    /** A company's shop plan ends at its period end (its owner only). */
    cancelCompany: (companyId: number, options?: CallOptions) =>
      post<MembershipCancel>('/membership/cancel/other', { company_id: companyId }, options),
    /** SPEC §9 `COMPANY_ID`: the company of the shop checkout under way (null when none). */
    pendingCompanyId: async () => ok(pendingCompanyId()),
    /** Forgets the kept company id (call it once the checkout's return is handled). */
    clearPendingCompanyId: async () => ok(clearPendingCompanyId()),
  };
}

export type MembershipsResource = ReturnType<typeof membershipsResource>;
