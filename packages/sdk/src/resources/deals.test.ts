import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient, type DealgrowClient } from '../client.ts';

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);

describe('deals, products and files through the SDK', () => {
  let t: TestServer;
  let client: DealgrowClient;
  let memberId: number;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    client = createClient({ baseURL: t.url, retry: false });
    const session = await client.auth.signUp(newMember());
    if (!session.success) throw new Error('sign-up failed');
    client.setToken(session.data.token);
    memberId = session.data.user.id;
  });
  afterAll(async () => t?.close());

  it('creates a deal as multipart with a file, downloads the file, and walks a list with an async iterator', async () => {
    const created = await client.deals.create({
      title: 'Solar panels, 40 kW',
      type: 'offer',
      price: 21000,
      currency: 'EUR',
      refer_price: 300,
      buy_price: 0,
      files: [new File([PNG], 'panel.png', { type: 'image/png' })],
    });
    expect(created.success, JSON.stringify(created.error)).toBe(true);
    if (!created.success) return;
    expect(created.data).toMatchObject({ title: 'Solar panels, 40 kW', refer_price: 300, can_edit: true });
    expect(created.data.buy_price).toBeUndefined();
    const file = created.data.files[0];
    expect(file).toMatchObject({ name: 'panel.png', mime_type: 'image/png' });

    const blob = await client.files.download({ blobName: file?.path ?? '' });
    expect(blob.success).toBe(true);
    expect(new Uint8Array(await (blob.data as Blob).arrayBuffer())).toEqual(PNG);
    expect(client.files.downloadUrl(file?.path ?? '', { inline: true })).toContain('returnAsBlob=false');

    const refused = await client.deals.create({
      title: 'Bad',
      type: 'offer',
      files: [new File([Buffer.from(`MZ${'\0'.repeat(200)}`)], 'x.png')],
    });
    expect(refused).toMatchObject({ success: false, status: 415, error: { code: 'unsupported_media_type' } });

    for (let i = 0; i < 4; i++) await client.deals.create({ title: `Deal ${i}`, type: i % 2 ? 'demand' : 'offer' });
    const titles: string[] = [];
    for await (const deal of client.deals.eachOfUser(memberId, { limit: 2 })) titles.push(deal.title);
    expect(titles).toEqual(['Deal 3', 'Deal 2', 'Deal 1', 'Deal 0', 'Solar panels, 40 kW']);
    const demands: number[] = [];
    for await (const deal of client.deals.eachPopular({ type: 'demand' })) demands.push(deal.id);
    expect(demands).toHaveLength(2);

    const review = await client.deals.createReview(created.data.id, { content: 'Nice', rate: 5 });
    expect(review).toMatchObject({ success: false, status: 403 });
    const faq = await client.deals.createFaq(created.data.id, { question: 'Warranty?', answer: '25 years.' });
    expect(faq.success).toBe(true);
    expect((await client.deals.get(created.data.id)).data?.faqs).toHaveLength(1);
  });

  it('sends the fixed location ids with products', async () => {
    const created = await client.products.create({ title: 'Inverter', price: 900 });
    expect(created.success, JSON.stringify(created.error)).toBe(true);
    expect(created.data).toMatchObject({ title: 'Inverter', country_id: 6, state_id: 487, city_id: 7 });
    const updated = await client.products.update(created.data?.id ?? 0, { price: 850 });
    expect(updated.data).toMatchObject({ price: 850 });
    const all = [];
    for await (const product of client.products.eachNewest()) all.push(product.id);
    expect(all).toEqual([created.data?.id]);
  });
});
