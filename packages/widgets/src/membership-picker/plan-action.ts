import type { Membership } from '@dealgrow/sdk';
import type { Language } from '@dealgrow/sdk/state';

export type MembershipInterval = 'month' | 'year';
/** What the rules (docs/memberships.md "Rules") allow on a plan shown for an interval; `scheduled`: it is the pending change. */
export type MembershipAction = 'subscribe' | 'upgrade' | 'downgrade' | 'year' | 'month' | 'cancel' | 'resume' | 'keep' | 'scheduled';

/**
 * The one action the rules allow on `plan` (rank `rank`) billed per `interval`, given the subject's live plan (`current`,
 * null: the free level) and the rank of its plan: none (null) for the current plan's higher plans shown monthly while it
 * is yearly (one change at a time: refused by the server).
 */
export function planAction(
  current: Membership | null,
  currentRank: number,
  plan: string,
  rank: number,
  interval: MembershipInterval,
): MembershipAction | null {
  if (!current) return 'subscribe';
  const pending = current.pending_change;
  if (plan === current.plan && interval === current.interval)
    return current.status === 'cancel-on-period-ends' ? 'resume' : pending ? 'keep' : 'cancel';
  if (pending && pending.plan === plan && pending.interval === interval) return 'scheduled';
  if (rank > currentRank) return current.interval === 'year' && interval === 'month' ? null : 'upgrade';
  if (rank === currentRank) return interval;
  return 'downgrade';
}

/** The flagship's membership page of a kind (a company's shop plan: `?company=<id>`), where signed-out visitors act. */
export function membershipPageUrl(appUrl: string, lang: Language, kind: 'personal' | 'shop', company?: number): string {
  // Its own two lines rather than post-links.ts: shared with the post's chunk, that module became a chunk of its own,
  // and a page with a post grew past its budget (docs/widgets.md "Sizes").
  const path = `/membership/${kind}${kind === 'shop' && company ? `?company=${company}` : ''}`;
  return `${appUrl.replace(/\/+$/, '')}${lang === 'en' ? '' : `/${lang}`}${path}`;
}

/** An amount in a currency's minor unit (cents; yen for JPY) in the reader's language. */
export function formatPlanPrice(amount: number, currency: string, lang: Language): string {
  const format = new Intl.NumberFormat(lang, { style: 'currency', currency });
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}
