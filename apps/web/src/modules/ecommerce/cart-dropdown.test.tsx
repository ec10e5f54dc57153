import type { CartProduct } from '@beacon/contract/ecommerce';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { CartButton } from './cart-button';
import { CartDropdown } from './cart-dropdown';
import { testCartProduct, testProduct } from './test-products';

/** A fake cart that POST and DELETE change, as the API does. */
function serveCart(initial: CartProduct[]) {
  let cart = [...initial];
  const server = mockApi({
    'GET /apps/ecommerce/cart': () => ({ products: cart }),
    'GET /apps/ecommerce/cart/summary': () => ({
      itemsCount: cart.length,
      mrp: 0,
      discount: 0,
      delivery: 0,
      total: 123.45,
    }),
    'POST /apps/ecommerce/cart': ({ body }) => {
      const { productId } = body as { productId: number };
      cart = [...cart, testCartProduct(productId, `Product ${productId}`)];
      return json({ item: { id: 99, productId, qty: 1 } }, 201);
    },
    'DELETE /apps/ecommerce/cart/:productId': ({ params }) => {
      cart = cart.filter((line) => line.id !== Number(params.productId));
      return { productId: Number(params.productId) };
    },
  });
  return server;
}

describe('navbar cart', () => {
  it('counts the cart and follows a change made elsewhere at once', async () => {
    signInAs('admin');
    const server = serveCart([
      testCartProduct(1, 'Quiet Headphones'),
      testCartProduct(2, 'Loud Speaker', 3),
    ]);
    const { user } = await renderWithProviders(
      <>
        <CartDropdown />
        <CartButton product={testProduct(5, 'Product 5')} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Cart (2)' })).toBeVisible();

    // Adding a product on another part of the screen: the count follows, with no reload.
    await user.click(screen.getByRole('button', { name: 'Add To Cart: Product 5' }));
    expect(await screen.findByRole('button', { name: 'Cart (3)' })).toBeVisible();
    expect(await screen.findByText('Product 5 is in your cart.')).toBeVisible();
    expect(server.callsTo('POST /apps/ecommerce/cart')[0]?.body).toEqual({ productId: 5 });
  });

  it('lists the lines with quantity and price, removes one, and links to the checkout', async () => {
    signInAs('admin');
    const server = serveCart([
      testCartProduct(1, 'Quiet Headphones'),
      testCartProduct(2, 'Loud Speaker', 3),
    ]);
    const { user, router } = await renderWithProviders(<CartDropdown />);

    await user.click(await screen.findByRole('button', { name: 'Cart (2)' }));
    const dropdown = await screen.findByRole('dialog', { name: 'My Cart' });
    expect(within(dropdown).getByText('2 Items')).toBeVisible();
    const lines = within(dropdown).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toHaveTextContent('Loud Speaker');
    expect(lines[1]).toHaveTextContent('Qty: 3');
    expect(lines[1]).toHaveTextContent('$12.00');
    expect(within(lines[0]!).getByRole('link', { name: 'Quiet Headphones' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/product-detail/quiet-headphones-1',
    );
    expect(await within(dropdown).findByText('$123.45')).toBeVisible();

    await user.click(
      within(dropdown).getByRole('button', { name: 'Remove Quiet Headphones from the cart' }),
    );
    expect(await screen.findByRole('button', { name: 'Cart (1)' })).toBeVisible();
    expect(server.callsTo('DELETE /apps/ecommerce/cart/:productId')[0]?.params).toEqual({
      productId: '1',
    });
    await waitFor(() => expect(within(dropdown).getAllByRole('listitem')).toHaveLength(1));
    expect(within(dropdown).getByText('1 Item')).toBeVisible();

    await user.click(within(dropdown).getByRole('link', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/ecommerce/checkout'));
  });

  it('says when a removal fails', async () => {
    signInAs('admin');
    mockApi({
      'GET /apps/ecommerce/cart': { products: [testCartProduct(1, 'Quiet Headphones')] },
      'GET /apps/ecommerce/cart/summary': {
        itemsCount: 1,
        mrp: 11,
        discount: 0,
        delivery: 0,
        total: 11,
      },
      'DELETE /apps/ecommerce/cart/:productId': json(
        { error: 'This product is not in your cart' },
        404,
      ),
    });
    const { user } = await renderWithProviders(<CartDropdown />);
    await user.click(await screen.findByRole('button', { name: 'Cart (1)' }));
    await user.click(
      await screen.findByRole('button', { name: 'Remove Quiet Headphones from the cart' }),
    );
    expect(
      await screen.findByText('Could not remove Quiet Headphones from the cart'),
    ).toBeVisible();
    expect(screen.getByText('This product is not in your cart')).toBeVisible();
  });

  it('says when the cart is empty', async () => {
    signInAs('admin');
    mockApi({ 'GET /apps/ecommerce/cart': { products: [] } });
    const { user } = await renderWithProviders(<CartDropdown />);
    await user.click(await screen.findByRole('button', { name: 'Cart (0)' }));
    const dropdown = await screen.findByRole('dialog', { name: 'My Cart' });
    expect(within(dropdown).getByText('Your cart is empty')).toBeVisible();
    expect(within(dropdown).queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(within(dropdown).getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/shop',
    );
  });
});
