import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openApp } from '../network/test-app.tsx';

afterEach(cleanup);

const noProducts = () => ({ status: 200, body: { items: [], total: 0, page: 1, limit: 20 } });

describe('products page', () => {
  it('with nothing on sale says so, and offers a member the form that adds one', async () => {
    await openApp('/products', noProducts);
    const empty = (await screen.findByText('No products yet.')).closest('.dg-empty') as HTMLElement;
    expect(within(empty).getByRole('link', { name: 'Add a product' }).getAttribute('href')).toBe('/products/new');
  });

  it('offers a visitor no form', async () => {
    await openApp('/products', noProducts, { signedIn: false });
    const empty = (await screen.findByText('No products yet.')).closest('.dg-empty') as HTMLElement;
    expect(within(empty).queryByRole('link')).toBeNull();
  });
});
