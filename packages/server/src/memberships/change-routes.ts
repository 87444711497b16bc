import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { companyToOwn } from '../members/company-roles.ts';
import { resolveProviderUrl } from '../payments/provider.ts';
import { cancelPlan, changePlan } from './changes.ts';
import { membershipJson } from './membership-view.ts';
import { type MembershipKind, planOf, plansOf } from './plans.ts';
import type { Subject } from './records.ts';
import { CancelAnswer, CancelOtherBody, KindParams, tags, UpgradeAnswer, UpgradeBody } from './schemas.ts';

/** The app addresses checkout returns to: the given ones when on the app's origin, else the app's membership page. */
function returnUrls(context: ServerContext, kind: MembershipKind, body: { success_url?: string; cancel_url?: string }) {
  const app = context.config.appUrl.replace(/\/$/, '');
  const allowed = new Set([new URL(app).origin, ...context.config.corsOrigins.filter((origin) => origin !== '*')]);
  const check = (field: 'success_url' | 'cancel_url', value: string | undefined, fallback: string) => {
    if (value === undefined) return fallback;
    let origin: string;
    try {
      origin = new URL(value).origin;
    } catch {
      throw badRequest(t('membership.return_url', { origin: new URL(app).origin }), { [field]: t('field.format', { format: 'URL' }) });
    }
    if (!allowed.has(origin))
      throw badRequest(t('membership.return_url', { origin: new URL(app).origin }), {
        [field]: t('membership.return_url', { origin: new URL(app).origin }),
      });
    return value;
  };
  return {
    successUrl: check('success_url', body.success_url, `${app}/membership/${kind}?checkout=success&session_id={CHECKOUT_SESSION_ID}`),
    cancelUrl: check('cancel_url', body.cancel_url, `${app}/membership/${kind}?checkout=canceled`),
  };
}

/** POST /membership/upgrade/{x} and /cancel/{personal|other}: a plan chosen, changed or cancelled. */
export function planChangeRoutes(app: App, context: ServerContext): void {
  const { db } = context;

  const subjectOf = async (kind: MembershipKind, userId: number, companyId: number | undefined): Promise<Subject> => {
    if (kind === 'personal') return { kind, userId };
    if (companyId === undefined) throw badRequest(t('membership.company_required'), { company_id: t('field.required') });
    await companyToOwn(db, companyId, userId);
    return { kind, companyId, userId };
  };

  app.post(
    '/membership/upgrade/:x',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'changeMembership',
        tags,
        summary:
          'Choose a plan (docs/memberships.md "Rules"): a first plan answers a checkoutUrl; a higher plan or a longer interval applies at once with a prorated charge; a lower plan or a shorter interval is scheduled for the period end; the current plan resumes one that cancels at period end. An illegal change is a 409.',
        params: KindParams,
        body: UpgradeBody,
        response: { 200: UpgradeAnswer },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { x } = request.params;
      const body = request.body;
      const plan = planOf(body.plan);
      if (!plan || plan.kind !== x) {
        const names = plansOf(x)
          .map((entry) => entry.key)
          .join(', ');
        throw badRequest(t('membership.plan_unknown', { plans: names }), { plan: t('membership.plan_unknown', { plans: names }) });
      }
      const subject = await subjectOf(x, viewer.userId, body.company_id);
      const email = await first<{ email: string }>(db, 'SELECT email FROM users WHERE id = $1', [viewer.userId]);
      const outcome = await changePlan(
        { db, payments: context.payments, actorId: viewer.userId, actorEmail: email?.email ?? '', ...returnUrls(context, x, body) },
        subject,
        { plan, interval: body.interval ?? 'month', currency: body.currency },
      );
      if (outcome.action === 'checkout')
        return {
          action: outcome.action,
          checkoutUrl: resolveProviderUrl(outcome.checkoutUrl, publicBaseUrl(request, context.config)),
          checkout_session_id: outcome.checkoutSessionId,
          membership: null,
          charged: null,
        };
      return {
        action: outcome.action,
        checkoutUrl: null,
        checkout_session_id: null,
        membership: membershipJson(outcome.membership),
        charged:
          'charged' in outcome
            ? { amount: outcome.charged.amount, currency: outcome.charged.currency, payment_id: outcome.charged.paymentId }
            : null,
      };
    },
  );

  app.post(
    '/membership/cancel/personal',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'cancelPersonalMembership',
        tags,
        summary:
          'Cancel the viewer’s personal plan at the end of its period (status cancel-on-period-ends); choosing it again before then resumes it. No body is read.',
        response: { 200: CancelAnswer },
      },
    },
    async (request) => {
      const userId = requireViewer(request).userId;
      return { membership: membershipJson(await cancelPlan(db, { kind: 'personal', userId }, userId)) };
    },
  );

  app.post(
    '/membership/cancel/other',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'cancelCompanyMembership',
        tags,
        summary: 'Cancel a company’s shop plan at the end of its period: its owner only. The company keeps SHOP until the plan ends.',
        body: CancelOtherBody,
        response: { 200: CancelAnswer },
      },
    },
    async (request) => {
      const userId = requireViewer(request).userId;
      const subject = await subjectOf('shop', userId, request.body.company_id);
      return { membership: membershipJson(await cancelPlan(db, subject, userId)) };
    },
  );
}
