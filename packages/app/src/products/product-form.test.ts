import { createClient } from '@dealgrow/sdk';
import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT_FORM, newProductInput, productChangeInput } from './product-form.ts';

async function sentForm(send: (client: ReturnType<typeof createClient>) => Promise<unknown>): Promise<FormData> {
  let body: FormData | undefined;
  const client = createClient({
    baseURL: 'http://api.invalid',
    token: 'test',
    retry: false,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      body = await new Request(input, init).formData();
      return new Response(JSON.stringify({ id: 1 }), { status: 201, headers: { 'content-type': 'application/json' } });
    },
  });
  await send(client);
  if (!body) throw new Error('nothing was sent');
  return body;
}

describe('product form → multipart', () => {
  it('sends the filled fields with the fixed location of SPEC §7, leaving empty numbers out', async () => {
    const values = { ...EMPTY_PRODUCT_FORM, title: ' Desk lamp ', price: '49.9', currency: 'EUR', stock: '' };
    const form = await sentForm((client) => client.products.create(newProductInput(values, [])));
    expect(form.get('title')).toBe('Desk lamp');
    expect(form.get('price')).toBe('49.9');
    expect(form.get('currency')).toBe('EUR');
    expect(form.has('stock')).toBe(false);
    expect(form.has('industry_id')).toBe(false);
    expect([form.get('country_id'), form.get('state_id'), form.get('city_id')]).toEqual(['6', '487', '7']);
  });

  it('names the attached files to remove on a change', async () => {
    const form = await sentForm((client) =>
      client.products.update(3, productChangeInput({ ...EMPTY_PRODUCT_FORM, title: 'Lamp' }, [], [4, 5])),
    );
    expect(form.getAll('removed_files')).toEqual(['4', '5']);
  });
});
