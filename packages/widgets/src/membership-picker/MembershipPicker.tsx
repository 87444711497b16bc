import type { Membership, MembershipChange, MembershipChangeInput, MembershipFaq, MembershipPackages } from '@dealgrow/sdk';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { dateInSentence } from '../i18n/date-in-sentence.tsx';
import { announce, useDealgrow, useViewerId } from '../provider.tsx';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { membershipPickerCss } from './membership-picker.css.ts';
import { MEMBERSHIP_MESSAGES, type MembershipMessageKey, type MembershipStrings } from './messages.ts';
import { formatPlanPrice, type MembershipAction, type MembershipInterval, membershipPageUrl, planAction } from './plan-action.ts';

/** Fired before the picker acts (or leaves for the flagship's membership page); cancel it to keep the visitor here. */
export const MEMBERSHIP_ACTION_EVENT = 'dg-membership-action';

export interface MembershipActionDetail {
  kind: 'personal' | 'shop';
  plan: string;
  interval: MembershipInterval;
  action: MembershipAction;
  company: number | null;
}

export interface MembershipPickerProps {
  /** `personal` (a member's plans) or `shop` (a company's: give `company`). */
  kind?: 'personal' | 'shop' | undefined;
  /** The company whose shop plan is shown and changed (its owner only may change it). */
  company?: number | undefined;
  /** Prices in this currency (default: the live plan's, else the server's, EUR). */
  currency?: string | undefined;
  /** Called after a change or a cancel the server applied (not for a checkout, which leaves the page). */
  onChange?: ((change: MembershipChange | { action: 'canceled'; membership: Membership }) => void) | undefined;
}

interface Loaded {
  packages: MembershipPackages;
  faq: MembershipFaq['items'];
}

/**
 * A kind's plans with their prices (monthly / yearly, the yearly saving), the current plan marked with its status and
 * pending change, per plan the action the rules allow, and the FAQ. Signed in where the client can change plans (the
 * flagship), it acts in place and goes to the checkout for a first plan; otherwise each action links to the flagship's
 * membership page. `dg-membership-action` is fired first either way.
 */
export function MembershipPicker(props: MembershipPickerProps) {
  return <MembershipPickerView {...props} strings={MEMBERSHIP_MESSAGES[useDealgrow().lang] ?? MEMBERSHIP_MESSAGES.en} />;
}

/** The picker speaking the `strings` given (the embed's language chunk gives one language's; see MembershipPicker). */
export function MembershipPickerView({
  kind = 'personal',
  company,
  currency,
  onChange,
  strings,
}: MembershipPickerProps & { strings: MembershipStrings }) {
  const { client, lang, appUrl } = useDealgrow();
  const viewer = useViewerId();
  const calls = client.memberships;
  const [data, setData] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [period, setPeriod] = useState<MembershipInterval | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; alert?: boolean } | null>(null);
  const root = useRef<HTMLElement>(null);
  useAdoptedStyles(root, membershipPickerCss);
  const say = (key: MembershipMessageKey, values: Record<string, string> = {}) =>
    strings[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the member signs in or out (their plan is theirs).
  const load = useCallback(async () => {
    if (!calls) return setFailed(true);
    setFailed(false);
    const query = { ...(currency ? { currency } : {}), ...(kind === 'shop' && company ? { company_id: company } : {}) };
    const [packages, faq] = await Promise.all([calls.packages(kind, query), calls.faq(kind)]);
    if (packages.success) setData({ packages: packages.data, faq: faq.success ? faq.data.items : [] });
    else setFailed(true);
  }, [calls, kind, company, currency, viewer]);
  useEffect(() => void load(), [load]);

  if (!data)
    return (
      <section ref={root} className="dg-mp" part="picker" data-state={failed ? 'error' : 'loading'} aria-busy={!failed}>
        {failed && (
          <>
            <p className="dg-mp-alert" role="alert">
              {say('mp.error')}
            </p>
            <button type="button" part="retry" onClick={() => void load()}>
              {say('mp.retry')}
            </button>
          </>
        )}
      </section>
    );

  const { packages, faq } = data;
  const current = packages.current;
  const shown = period ?? current?.interval ?? 'month';
  const currentRank = packages.plans.find((plan) => plan.key === current?.plan)?.rank ?? 0;
  const date = (at: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(at));
  const price = (amount: number, interval: MembershipInterval) =>
    say(`mp.per.${interval}`, { price: formatPlanPrice(amount, packages.currency, lang) });
  const saving = Math.max(0, ...packages.plans.map((plan) => plan.yearly_saving_percent));
  const inPlace = viewer > 0 && !!calls?.change;
  const pageUrl = membershipPageUrl(appUrl, lang, kind, company);

  const act = (plan: string, action: MembershipAction) => async (event: MouseEvent<HTMLElement>) => {
    const detail: MembershipActionDetail = { kind, plan, interval: shown, action, company: company ?? null };
    const allowed = announce(event.currentTarget, MEMBERSHIP_ACTION_EVENT, detail);
    if (!allowed) return event.preventDefault();
    if (!inPlace || !calls?.change) return;
    setBusy(true);
    setNotice(null);
    const companyId = kind === 'shop' && company ? { company_id: company } : {};
    const result =
      action === 'cancel'
        ? await (kind === 'shop' && company ? calls.cancelCompany?.(company) : calls.cancelPersonal?.())
        : await calls.change(kind, {
            plan: plan as MembershipChangeInput['plan'],
            interval: shown,
            currency: packages.currency,
            ...companyId,
          });
    setBusy(false);
    if (!result) return;
    if (!result.success) return setNotice({ text: result.error.message, alert: true });
    if ('action' in result.data) {
      if (result.data.action === 'checkout' && result.data.checkoutUrl) return window.location.assign(result.data.checkoutUrl);
      setNotice({ text: say(`mp.done.${result.data.action === 'checkout' ? 'upgraded' : result.data.action}`) });
      onChange?.(result.data);
    } else {
      setNotice({ text: say('mp.done.canceled') });
      onChange?.({ action: 'canceled', membership: result.data.membership });
    }
    await load();
  };

  const pending = current?.pending_change ?? null;
  return (
    <section ref={root} className="dg-mp" part="picker" data-state="ready" data-kind={kind}>
      <h2>{say(`mp.title.${kind}`)}</h2>
      <p className="dg-mp-status" part="status">
        {current
          ? dateInSentence(
              (shown) => say(current.status === 'active' ? 'mp.renews' : 'mp.ends', { plan: current.plan_name, date: shown }),
              current.current_period_end,
              date(current.current_period_end),
            )
          : say('mp.free')}
        {pending && ' '}
        {pending &&
          dateInSentence(
            (shown) => say('mp.pending', { plan: pending.plan_name, period: say(`mp.${pending.interval}`), date: shown }),
            pending.effective_at,
            date(pending.effective_at),
          )}
      </p>
      <fieldset className="dg-mp-period" part="period" aria-label={say('mp.period')}>
        {(['month', 'year'] as const).map((interval) => (
          <button key={interval} type="button" aria-pressed={shown === interval} onClick={() => setPeriod(interval)}>
            {say(`mp.${interval}`)}
            {interval === 'year' && saving > 0 && ` · ${say('mp.save', { percent: String(saving) })}`}
          </button>
        ))}
      </fieldset>
      {notice && (
        <p className={notice.alert ? 'dg-mp-alert' : 'dg-mp-muted'} role={notice.alert ? 'alert' : 'status'} part="notice">
          {notice.text}
        </p>
      )}
      <ul className="dg-mp-plans">
        {packages.plans.map((plan) => {
          const isCurrent = current?.plan === plan.key && current.interval === shown;
          const action = planAction(current, currentRank, plan.key, plan.rank, shown);
          const label = action && say(action === 'scheduled' ? 'mp.scheduled' : `mp.act.${action}`);
          return (
            <li key={plan.key} className="dg-mp-plan" part="plan" data-plan={plan.key} data-current={isCurrent || undefined}>
              <h3>{plan.name}</h3>
              {isCurrent && (
                <span className="dg-mp-tag" part="current">
                  {say('mp.current')}
                </span>
              )}
              <p className="dg-mp-price">{price(plan.prices[shown], shown)}</p>
              {shown === 'year' && plan.yearly_saving_percent > 0 && (
                <p className="dg-mp-muted">{say('mp.save', { percent: String(plan.yearly_saving_percent) })}</p>
              )}
              <ul>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {action === 'scheduled' || !label ? (
                label && (
                  <button type="button" disabled>
                    {label}
                  </button>
                )
              ) : inPlace ? (
                <button type="button" part="action" data-action={action} disabled={busy} onClick={act(plan.key, action)}>
                  {label}
                </button>
              ) : (
                <a className="dg-mp-act" part="action" data-action={action} href={pageUrl} onClick={act(plan.key, action)}>
                  {label}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {faq.length > 0 && (
        <div part="faq">
          <h3>{say('mp.faq')}</h3>
          {faq.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
