import type { CartProduct, CartSummary } from '@beacon/contract/ecommerce';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { CartStep } from './cart-step';

const watch: CartProduct = {
  id: 27,
  name: 'Apple Watch Series 5',
  slug: 'apple-watch-series-5-27',
  description: 'A watch.',
  brand: 'Apple',
  category: 'Cell Phones',
  price: 339.99,
  image: '/assets/images/products/27.png',
  hasFreeShipping: true,
  rating: 4,
  stock: 20,
  status: 'active',
  images: [],
  colorOptions: [],
  isInWishlist: false,
  qty: 2,
  shippingDate: '2030-03-14',
  offers: 2,
  discountPercentage: 10,
};

/** What the fake server answers for the summary: whatever the test says (the web never adds up). */
const summaries: Record<number, CartSummary> = {
  2: { itemsCount: 2, mrp: 679.98, discount: 68, delivery: 0, total: 611.98 },
  4: { itemsCount: 4, mrp: 1359.96, discount: 136, delivery: 0, total: 1223.96 },
};

/** A cart of one line whose quantity the PATCH route changes (or refuses, with `refuse`). */
function cartServer({ refuse = false } = {}) {
  let qty = watch.qty;
  return mockApi({
    'GET /apps/ecommerce/cart': () => ({ products: [{ ...watch, qty }] }),
    'GET /apps/ecommerce/cart/summary': () => summaries[qty],
    'PATCH /apps/ecommerce/cart/:id': ({ body }) => {
      if (refuse) return json({ error: { qty: ['Quantity must be a whole number'] } }, 400);
      qty = (body as { qty: number }).qty;
      return { product: { ...watch, qty } };
    },
  });
}

const line = () => screen.getByRole('listitem', { name: watch.name });
const qtyField = () => within(line()).getByRole('textbox', { name: `Quantity of ${watch.name}` });
const priceDetails = () => screen.getByRole('region', { name: 'Price details' });

describe('cart step', { timeout: 30_000 }, () => {
  it('shows the line and the price details the server computed', async () => {
    cartServer();
    signInAs('admin');
    await renderWithProviders(<CartStep onContinue={vi.fn()} />);

    expect(await screen.findByRole('link', { name: watch.name })).toBeVisible();
    expect(line()).toHaveTextContent('By Apple');
    expect(line()).toHaveTextContent('In Stock');
    expect(line()).toHaveTextContent('Delivery by Mar 14, 2030');
    expect(line()).toHaveTextContent('10% off · Offers available: 2');
    expect(line()).toHaveTextContent('$339.99');
    expect(qtyField()).toHaveValue('2');
    await waitFor(() => expect(priceDetails()).toHaveTextContent('$611.98'));
    expect(priceDetails()).toHaveTextContent('-$68.00');
    expect(priceDetails()).toHaveTextContent('Free');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('saves the quantity once the clicks stop, and the price details follow', async () => {
    const server = cartServer();
    signInAs('admin');
    const { user } = await renderWithProviders(<CartStep onContinue={vi.fn()} />);
    await waitFor(() => expect(priceDetails()).toHaveTextContent('$611.98'));

    const more = within(line()).getByRole('button', { name: `One more ${watch.name}` });
    await user.click(more);
    await user.click(more);
    // The row shows the choice at once; nothing is sent while the clicks go on.
    expect(qtyField()).toHaveValue('4');

    await waitFor(() => expect(priceDetails()).toHaveTextContent('$1,223.96'));
    expect(server.callsTo('PATCH /apps/ecommerce/cart/:id').map((call) => call.body)).toEqual([
      { qty: 4 },
    ]);
    expect(server.callsTo('PATCH /apps/ecommerce/cart/:id')[0]?.path).toBe(
      '/apps/ecommerce/cart/27',
    );
    expect(qtyField()).toHaveValue('4');
    expect(qtyField()).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when a save is refused, and shows the saved quantity again', async () => {
    const server = cartServer({ refuse: true });
    signInAs('admin');
    const { user } = await renderWithProviders(<CartStep onContinue={vi.fn()} />);
    await waitFor(() => expect(qtyField()).toHaveValue('2'));

    await user.click(within(line()).getByRole('button', { name: `One less ${watch.name}` }));
    expect(qtyField()).toHaveValue('1');

    expect(await within(line()).findByRole('alert')).toHaveTextContent(
      'The quantity could not be saved',
    );
    expect(qtyField()).toHaveValue('2');
    expect(qtyField()).toBeInvalid();
    expect(
      within(line()).getByRole('group', { name: `Quantity of ${watch.name}` }),
    ).toHaveAccessibleDescription(/could not be saved/);
    expect(server.callsTo('PATCH /apps/ecommerce/cart/:id')).toHaveLength(1);
    expect(priceDetails()).toHaveTextContent('$611.98');
  });

  it('shows an empty cart with the way to the shop, and cannot continue', async () => {
    mockApi({
      'GET /apps/ecommerce/cart': { products: [] },
      'GET /apps/ecommerce/cart/summary': {
        itemsCount: 0,
        mrp: 0,
        discount: 0,
        delivery: 0,
        total: 0,
      },
    });
    signInAs('admin');
    await renderWithProviders(<CartStep onContinue={vi.fn()} />);

    expect(await screen.findByText('Your cart is empty')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/shop',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});
