import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addMember, type TestMember } from '../../../server/src/network/fixtures.ts';
import { TEST_CARDS } from '../../../server/src/payments/test-cards.ts';
import { startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient, type DealgrowClient } from '../client.ts';
import type { ApiResult } from '../transport/result.ts';
import { COMPANY_ID_KEY } from './company-id.ts';

function data<T>(result: ApiResult<T>, status?: number): T {
  expect(result.success, JSON.stringify(result.error)).toBe(true);
  if (status !== undefined) expect(result.status).toBe(status);
  return result.data as T;
}

/** The hosted checkout as a browser uses it: fetch the page, post its form with a card (as memberships.test.ts does). */
async function payWith(checkoutUrl: string, card: string) {
  const page = await fetch(checkoutUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeTruthy();
  return fetch(new URL(action ?? '', checkoutUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: card, expiry: '12/34', cvc: '123' }).toString(),
    redirect: 'manual',
  });
}

/** A `Storage` in memory, standing in for a browser's `localStorage`. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('memberships through the SDK (every method of client.memberships)', () => {
  let t: TestServer;
  let ada: TestMember;
  let bob: TestMember;
  let adaClient: DealgrowClient;
  let bobClient: DealgrowClient;
  let companyId: number;

  beforeAll(async () => {
    t = await startTestServer('pglite', { readCacheSeconds: 0 });
    ada = await addMember(t.server.db);
    bob = await addMember(t.server.db);
    adaClient = createClient({ baseURL: t.url, token: ada.token, retry: false });
    bobClient = createClient({ baseURL: t.url, token: bob.token, retry: false });
    const [row] = await t.server.db.query<{ id: number }>('INSERT INTO companies (name, slug, owner_id) VALUES ($1, $2, $3) RETURNING id', [
      'SDK Shop',
      `sdk-shop-${ada.id}`,
      ada.id,
    ]);
    companyId = (row as { id: number }).id;
  });
  afterAll(async () => t?.close());
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the plans, prices and FAQ of each kind, and the viewer’s (empty) plans and history', async () => {
    const personal = data(await adaClient.memberships.packages('personal'));
    expect(personal.plans.map((plan) => plan.key)).toEqual(['networking', 'business']);
    expect(personal).toMatchObject({ kind: 'personal', currency: 'EUR', current: null });
    const shop = data(await adaClient.memberships.packages('shop', { currency: 'USD', company_id: companyId }));
    expect(shop.plans.map((plan) => plan.key)).toEqual(['basic', 'popular', 'enterprise']);
    expect(shop.currency).toBe('USD');
    expect(data(await adaClient.memberships.faq('shop')).items.length).toBeGreaterThan(0);
    const french = await createClient({ baseURL: t.url, retry: false, language: 'fr' }).memberships.faq('personal');
    expect(data(french).items[0]?.question).not.toBe(data(await adaClient.memberships.faq('personal')).items[0]?.question);
    expect(data(await adaClient.memberships.activeMemberships()).items).toEqual([]);
    expect(data(await adaClient.memberships.history())).toMatchObject({ items: [], total: 0, page: 1 });
  });

  it('buys a first personal plan through the hosted checkout, upgrades, cancels and resumes it', async () => {
    const started = data(await adaClient.memberships.change('personal', { plan: 'networking', interval: 'month' }));
    expect(started).toMatchObject({ action: 'checkout', membership: null });
    expect(started.checkoutUrl).toMatch(/\/pay\/checkout\//);
    // A personal checkout keeps no company id.
    expect(data(await adaClient.memberships.pendingCompanyId())).toBeNull();
    const paid = await payWith(started.checkoutUrl ?? '', TEST_CARDS.succeeds);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`session_id=${started.checkout_session_id}`);

    const [plan] = data(await adaClient.memberships.activeMemberships()).items;
    expect(plan).toMatchObject({ kind: 'personal', plan: 'networking', interval: 'month', status: 'active' });

    const upgraded = data(await adaClient.memberships.change('personal', { plan: 'business', interval: 'month' }));
    expect(upgraded).toMatchObject({ action: 'upgraded', checkoutUrl: null, membership: { plan: 'business' } });
    const again = await adaClient.memberships.change('personal', { plan: 'business', interval: 'month' });
    expect(again).toMatchObject({ success: false, status: 409, error: { code: 'illegal_transition' } });

    const canceled = data(await adaClient.memberships.cancelPersonal());
    expect(canceled.membership).toMatchObject({ plan: 'business', status: 'cancel-on-period-ends' });
    const resumed = data(await adaClient.memberships.change('personal', { plan: 'business', interval: 'month' }));
    expect(resumed).toMatchObject({ action: 'resumed', membership: { status: 'active' } });

    const history = data(await adaClient.memberships.history({ limit: 100 }));
    expect(history.items.map((entry) => entry.action)).toEqual(expect.arrayContaining(['subscribed', 'upgraded', 'canceled', 'resumed']));
    expect(data(await adaClient.memberships.history({ page: 1, limit: 1 })).items).toHaveLength(1);
  });

  it('keeps the company of a shop checkout in localStorage (COMPANY_ID) until cleared, then its owner cancels the plan', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const started = data(await adaClient.memberships.change('shop', { plan: 'basic', interval: 'year', company_id: companyId }));
    expect(started.action).toBe('checkout');
    expect(storage.getItem(COMPANY_ID_KEY)).toBe(String(companyId));
    // Read back on the checkout's return (the page comes back with the id still there), then cleared.
    expect((await payWith(started.checkoutUrl ?? '', TEST_CARDS.succeeds)).status).toBe(303);
    expect(data(await adaClient.memberships.pendingCompanyId())).toBe(companyId);
    const shop = data(await adaClient.memberships.activeMemberships()).items.find((item) => item.kind === 'shop');
    expect(shop).toMatchObject({ plan: 'basic', status: 'active', company: { id: companyId } });
    data(await adaClient.memberships.clearPendingCompanyId());
    expect(storage.getItem(COMPANY_ID_KEY)).toBeNull();
    expect(data(await adaClient.memberships.pendingCompanyId())).toBeNull();

    // A change that is not a checkout keeps nothing.
    const upgraded = data(await adaClient.memberships.change('shop', { plan: 'popular', interval: 'year', company_id: companyId }));
    expect(upgraded.action).toBe('upgraded');
    expect(storage.getItem(COMPANY_ID_KEY)).toBeNull();

    // Only the company's owner cancels its plan.
    expect(await bobClient.memberships.cancelCompany(companyId)).toMatchObject({ success: false, status: 403 });
    expect(data(await adaClient.memberships.cancelCompany(companyId)).membership).toMatchObject({ status: 'cancel-on-period-ends' });
    expect(await adaClient.memberships.cancelCompany(2_000_000_000)).toMatchObject({ success: false, status: 404 });
  });

  it('keeps COMPANY_ID in memory where there is no localStorage (or it refuses)', async () => {
    vi.stubGlobal('localStorage', undefined);
    const [row] = await t.server.db.query<{ id: number }>('INSERT INTO companies (name, slug, owner_id) VALUES ($1, $2, $3) RETURNING id', [
      'SDK Shop Two',
      `sdk-shop-two-${bob.id}`,
      bob.id,
    ]);
    const other = (row as { id: number }).id;
    expect(data(await bobClient.memberships.change('shop', { plan: 'enterprise', company_id: other })).action).toBe('checkout');
    expect(data(await bobClient.memberships.pendingCompanyId())).toBe(other);
    data(await bobClient.memberships.clearPendingCompanyId());
    expect(data(await bobClient.memberships.pendingCompanyId())).toBeNull();

    // A storage that throws on write: the memory copy stands.
    const refusing = memoryStorage();
    refusing.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    vi.stubGlobal('localStorage', refusing);
    expect(data(await bobClient.memberships.change('shop', { plan: 'basic', company_id: other })).action).toBe('checkout');
    expect(data(await bobClient.memberships.pendingCompanyId())).toBe(other);
    data(await bobClient.memberships.clearPendingCompanyId());
    expect(data(await bobClient.memberships.pendingCompanyId())).toBeNull();
  });

  it('refuses an anonymous client (401) and a stranger’s company (403)', async () => {
    const anonymous = createClient({ baseURL: t.url, retry: false });
    for (const result of [
      await anonymous.memberships.activeMemberships(),
      await anonymous.memberships.history(),
      await anonymous.memberships.change('personal', { plan: 'networking' }),
      await anonymous.memberships.cancelPersonal(),
      await anonymous.memberships.cancelCompany(companyId),
    ]) {
      expect(result).toMatchObject({ success: false, status: 401, error: { code: 'unauthorized' } });
    }
    expect(await bobClient.memberships.change('shop', { plan: 'basic', company_id: companyId })).toMatchObject({
      success: false,
      status: 403,
    });
  });
});
