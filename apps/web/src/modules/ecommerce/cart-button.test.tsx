import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { CartButton } from './cart-button';
import { ProductCard } from './product-card';
import { testProduct } from './test-products';

describe('out of stock', () => {
  it('says so on the card and offers no way into the cart', async () => {
    signInAs('admin');
    const api = mockApi({});
    const { user } = await renderWithProviders(
      <>
        <ProductCard product={testProduct(3, 'Sold Lamp', { stock: 0 })} view="grid" />
        <CartButton product={testProduct(4, 'Desk Lamp', { stock: 2 })} />
      </>,
    );
    const sold = screen.getByRole('article', { name: 'Sold Lamp' });
    expect(sold).toHaveTextContent('Out of stock');
    const button = screen.getByRole('button', { name: 'Out of stock: Sold Lamp' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(api.callsTo('POST /apps/ecommerce/cart')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add To Cart: Desk Lamp' })).toBeEnabled();
  });
});
