import { createClient, type DealDetail } from '@dealgrow/sdk';
import { describe, expect, it } from 'vitest';
import { dealChangeInput, dealFormValuesOf, EMPTY_DEAL_FORM, newDealInput } from './deal-form.ts';

/** Sends a deal form through the SDK and answers the multipart body the server would read. */
async function sentForm(send: (client: ReturnType<typeof createClient>) => Promise<unknown>): Promise<FormData> {
  let body: FormData | undefined;
  const client = createClient({
    baseURL: 'http://api.invalid',
    token: 'test',
    retry: false,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      body = await request.formData();
      return new Response(JSON.stringify({ id: 1 }), { status: 201, headers: { 'content-type': 'application/json' } });
    },
  });
  await send(client);
  if (!body) throw new Error('nothing was sent');
  return body;
}

const filled = {
  ...EMPTY_DEAL_FORM,
  title: '  Solar panels  ',
  type: 'offer' as const,
  industry_id: '7',
  category_id: '1',
  currency: 'EUR',
  price: '1200.5',
  stock: '40',
  location: 'Lyon',
  description: 'Panels.',
  buy_price: '50',
  buy_currency: 'USD',
  sell_price: '0',
  sell_currency: 'EUR',
  refer_price: '',
  company_id: '3',
  managers: [{ id: 9, username: 'claire', firstName: 'Claire', lastName: 'D', profilePhotoUrl: '' }],
};

describe('deal form → multipart (SPEC §3, §5)', () => {
  it('sends every filled field, rewards only above zero with their currency, visibility and comments fixed to anyone', async () => {
    const file = new File(['%PDF-1.4'], 'sheet.pdf', { type: 'application/pdf' });
    const form = await sentForm((client) => client.deals.create(newDealInput(filled, [file])));
    expect(form.get('title')).toBe('Solar panels');
    expect(form.get('industry_id')).toBe('7');
    expect(form.get('price')).toBe('1200.5');
    expect(form.get('stock')).toBe('40');
    expect(form.get('company_id')).toBe('3');
    expect(form.getAll('managers')).toEqual(['9']);
    expect(form.get('buy_price')).toBe('50');
    expect(form.get('buy_currency')).toBe('USD');
    expect(form.has('sell_price')).toBe(false);
    expect(form.has('sell_currency')).toBe(false);
    expect(form.has('refer_price')).toBe(false);
    expect(form.get('visibility')).toBe('anyone');
    expect(form.get('comment_permission')).toBe('anyone');
    expect(form.get('isAllIndustry')).toBe('false');
    // jsdom's File does not keep its name through a Request, so the count is what this checks.
    expect(form.getAll('files')).toHaveLength(1);
  });

  it('leaves out empty optional numbers rather than sending 0', async () => {
    const form = await sentForm((client) =>
      client.deals.create(newDealInput({ ...EMPTY_DEAL_FORM, title: 'Wanted: vans', type: 'demand' }, [])),
    );
    for (const field of ['industry_id', 'category_id', 'currency', 'price', 'stock', 'company_id', 'buy_price', 'files']) {
      expect(form.has(field), field).toBe(false);
    }
    expect(form.get('type')).toBe('demand');
  });

  it('on a change, clears a reward the deal had by sending 0, and names removed files', async () => {
    const deal = { id: 5, title: 'Vans', type: 'offer', refer_price: 30, refer_currency: 'EUR', managers: [] } as unknown as DealDetail;
    const values = { ...dealFormValuesOf({ ...deal, description: '', isAllIndustry: false } as DealDetail), refer_price: '' };
    const form = await sentForm((client) => client.deals.update(5, dealChangeInput(deal, values, [], [12])));
    expect(form.get('refer_price')).toBe('0');
    expect(form.has('refer_currency')).toBe(false);
    expect(form.has('buy_price')).toBe(false);
    expect(form.getAll('removed_files')).toEqual(['12']);
  });
});
