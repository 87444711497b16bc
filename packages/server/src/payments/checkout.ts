import type { FastifyReply } from 'fastify';
import type { App, ServerContext } from '../http/context.ts';
import { type CheckoutOutcome, LocalPaymentProvider } from './local-provider.ts';
import { type PaymentWebhookHandler, SIGNATURE_HEADER, WEBHOOK_PATH, webhookRoute } from './webhook.ts';

/** Largest form the hosted pages read. */
const FORM_LIMIT = 16 * 1024;

type FormBody = Record<string, string>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

/** Formats an amount in its currency's minor unit for the page ("€19.99", "¥1,200"). */
export function formatMoney(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f5f5fb;color:#1d1d35;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem 1.75rem;box-shadow:0 2px 12px #0001}
h1{font-size:1.25rem;margin:0 0 .25rem}.amount{font-size:1.75rem;font-weight:700;margin:.5rem 0 1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input{width:100%;box-sizing:border-box;font-size:1rem;padding:.6rem;border:1px solid #8a8aa3;border-radius:6px}
input:focus,button:focus,a:focus{outline:3px solid #6c5ce7;outline-offset:2px}.row{display:flex;gap:.75rem}.row>div{flex:1}
button{margin-top:1.25rem;width:100%;font-size:1rem;padding:.7rem;border:0;border-radius:6px;background:#5b3fd6;color:#fff;cursor:pointer}
button.secondary{background:#e4e4f0;color:#1d1d35}.error{background:#fdecec;color:#8a1010;border-radius:6px;padding:.6rem .75rem;margin:.75rem 0}
.hint{color:#55556e;font-size:.875rem}a{color:#4a32c0}`;

/** A small page: the provider's pages share it (no script; the style inline, allowed by the CSP it is sent with). */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

const origin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The page's CSP: its forms post to this server only, and its answers may redirect to the session's own addresses. */
function sendPage(reply: FastifyReply, status: number, html: string, redirectTargets: string[] = []): FastifyReply {
  const targets = [...new Set(redirectTargets.map(origin).filter((value): value is string => value !== null))];
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' ${targets.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .type('text/html; charset=utf-8')
    .send(html);
}

function checkoutForm(session: { id: string; description: string; amount: number; currency: string; cancel_url: string }, error?: string) {
  return page(
    `Pay ${formatMoney(session.amount, session.currency)}`,
    `<h1>${escapeHtml(session.description)}</h1>
<p class="amount">${escapeHtml(formatMoney(session.amount, session.currency))}</p>
${error ? `<p class="error" role="alert" id="card-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/pay/checkout/${escapeHtml(session.id)}" novalidate>
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242"${error ? ' aria-describedby="card-error" aria-invalid="true"' : ''}>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" required placeholder="12/34"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required placeholder="123"></div></div>
<button type="submit">Pay ${escapeHtml(formatMoney(session.amount, session.currency))}</button>
</form>
<p class="hint">Test checkout. 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for confirmation.</p>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p>`,
  );
}

function confirmPage(session: { id: string; description: string; amount: number; currency: string }) {
  return page(
    'Confirm your payment',
    `<h1>Confirm your payment</h1>
<p>Your bank asks you to confirm ${escapeHtml(formatMoney(session.amount, session.currency))} for ${escapeHtml(session.description)}.</p>
<form method="post" action="/pay/checkout/${escapeHtml(session.id)}/confirm">
<button type="submit" name="decision" value="approve">Confirm payment</button>
<button type="submit" name="decision" value="fail" class="secondary">Fail authentication</button>
</form>`,
  );
}

const closedPage = (redirectUrl: string) =>
  page('Checkout closed', `<h1>This checkout is closed</h1><p><a href="${escapeHtml(redirectUrl)}">Go back</a></p>`);

const field = (body: unknown, name: string): string => {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as FormBody)[name];
  return typeof value === 'string' ? value.slice(0, 100) : '';
};

/**
 * The payments scope: POST /payments/webhook (its JSON kept raw for the signature check) with the modules' handlers
 * and, with the local provider, its hosted pages: checkout (`/pay/checkout/{id}`, its confirm page), connected
 * account onboarding (`/pay/onboarding/{id}`) and the account's dashboard (`/pay/dashboard/{id}`). Events of the
 * local provider are delivered to the webhook route in-process, signed.
 */
export function paymentRoutes(app: App, context: ServerContext, handlers: readonly PaymentWebhookHandler[]): void {
  void app.register(async (scope: App) => {
    // This scope only: JSON stays the raw text (the signature covers its bytes), and the hosted forms are read.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    webhookRoute(scope, context, handlers);
    const provider = context.payments;
    if (provider instanceof LocalPaymentProvider) {
      provider.deliverTo(async (body, signature) => {
        const answer = await app.inject({
          method: 'POST',
          url: WEBHOOK_PATH,
          payload: body,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        });
        return answer.statusCode;
      });
      localPages(scope, provider);
    }
  });
}

const IdParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[a-z]+_[0-9a-f]{24}$' } },
  required: ['id'],
} as const;

function localPages(scope: App, provider: LocalPaymentProvider): void {
  const answer = async (reply: FastifyReply, id: string, outcome: CheckoutOutcome) => {
    const session = await provider.sessionRow(id);
    if (outcome.kind === 'paid' || outcome.kind === 'closed') return reply.code(303).header('location', outcome.redirectUrl).send();
    if (outcome.kind === 'requires_action') return reply.code(303).header('location', `/pay/checkout/${id}/confirm`).send();
    if (!session) return sendPage(reply, 404, page('Not found', '<h1>This checkout does not exist</h1>'));
    return sendPage(reply, outcome.kind === 'declined' ? 402 : 400, checkoutForm(session, outcome.message), [
      session.success_url,
      session.cancel_url,
    ]);
  };

  scope.get('/pay/checkout/:id', { schema: { hide: true, params: IdParams } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const session = await provider.sessionRow(id);
    if (!session) return sendPage(reply, 404, page('Not found', '<h1>This checkout does not exist</h1>'));
    if (session.status !== 'open' || session.expired)
      return sendPage(reply, 410, closedPage(session.status === 'complete' ? session.success_url : session.cancel_url));
    return sendPage(reply, 200, checkoutForm(session), [session.success_url, session.cancel_url]);
  });

  scope.post('/pay/checkout/:id', { schema: { hide: true, params: IdParams } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const outcome = await provider.payCheckout(id, {
      number: field(request.body, 'number'),
      expiry: field(request.body, 'expiry'),
      cvc: field(request.body, 'cvc'),
    });
    return answer(reply, id, outcome);
  });

  scope.get('/pay/checkout/:id/confirm', { schema: { hide: true, params: IdParams } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const session = await provider.sessionRow(id);
    if (!session) return sendPage(reply, 404, page('Not found', '<h1>This checkout does not exist</h1>'));
    if (session.status !== 'open' || !session.action_card) return reply.code(303).header('location', `/pay/checkout/${id}`).send();
    return sendPage(reply, 200, confirmPage(session), [session.success_url, session.cancel_url]);
  });

  scope.post('/pay/checkout/:id/confirm', { schema: { hide: true, params: IdParams } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    return answer(reply, id, await provider.confirmCheckout(id, field(request.body, 'decision') === 'approve'));
  });

  scope.get('/pay/onboarding/:id', { schema: { hide: true, params: IdParams } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const link = await provider.accountLink(id, 'onboarding');
    if (!link) return sendPage(reply, 404, page('Not found', '<h1>This link does not exist</h1>'));
    if (!link.usable)
      return reply
        .code(303)
        .header('location', link.refreshUrl ?? '/')
        .send();
    return sendPage(
      reply,
      200,
      page(
        'Set up payouts',
        `<h1>Set up payouts</h1><p>${escapeHtml(link.account.name)} (${link.account.businessType === 'company' ? 'company' : 'individual'})</p>
<form method="post" action="/pay/onboarding/${escapeHtml(id)}">
<label for="iban">Bank account (test)</label><input id="iban" name="iban" value="DE89 3704 0044 0532 0130 00" autocomplete="off">
<button type="submit">Finish setup</button></form>
<p class="hint">Test onboarding: finishing enables the account at once.</p>`,
      ),
      [link.returnUrl ?? '', link.refreshUrl ?? ''],
    );
  });

  scope.post('/pay/onboarding/:id', { schema: { hide: true, params: IdParams } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const link = await provider.accountLink(id, 'onboarding');
    if (!link) return sendPage(reply, 404, page('Not found', '<h1>This link does not exist</h1>'));
    const done = await provider.completeOnboarding(id);
    return reply
      .code(303)
      .header('location', (done ? link.returnUrl : link.refreshUrl) ?? '/')
      .send();
  });

  scope.get('/pay/dashboard/:id', { schema: { hide: true, params: IdParams } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const link = await provider.accountLink(id, 'login');
    if (!link?.usable) return sendPage(reply, 404, page('Not found', '<h1>This link does not exist or has expired</h1>'));
    const [balance, payouts] = await Promise.all([provider.balance(link.account.id), provider.listPayouts(link.account.id)]);
    const money = (list: Array<{ amount: number; currency: string }>) =>
      list.length ? list.map((entry) => escapeHtml(formatMoney(entry.amount, entry.currency))).join(', ') : '—';
    const rows = payouts
      .map(
        (payout) =>
          `<tr><td>${new Date(payout.created * 1000).toISOString().slice(0, 10)}</td><td>${escapeHtml(formatMoney(payout.amount, payout.currency))}</td><td>${escapeHtml(payout.status)}</td></tr>`,
      )
      .join('');
    return sendPage(
      reply,
      200,
      page(
        'Payouts dashboard',
        `<h1>${escapeHtml(link.account.name)}</h1><p>Available: ${money(balance.available)}</p><p>Pending: ${money(balance.pending)}</p>
<table><caption>Payouts</caption><thead><tr><th scope="col">Date</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table>`,
      ),
    );
  });
}
