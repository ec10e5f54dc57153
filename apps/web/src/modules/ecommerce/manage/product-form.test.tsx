import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';

const slow = { timeout: 30_000 };

// The whole shell renders around the page: under jsdom on a shared machine that takes seconds.
describe('product form', () => {
  it('checks its own fields, then shows the API’s refusals beside theirs', async () => {
    signInAs('admin');
    const api = mockApi({
      'POST /apps/ecommerce/manage/products': json(
        { error: { slug: ['Slug must be at most 140 characters'] } },
        400,
      ),
    });
    const { user } = await renderRoute('/apps/ecommerce/products/new');
    await screen.findByRole('textbox', { name: 'Description' }, slow);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    const slug = screen.getByRole('textbox', { name: /^Slug/ });

    // Nothing goes out while a required field is empty.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Give the product a name');
    expect(screen.getByRole('combobox', { name: /^Brand/ })).toHaveAccessibleDescription(
      'Choose a brand',
    );
    expect(api.callsTo('POST /apps/ecommerce/manage/products')).toHaveLength(0);

    await user.type(name, 'Desk Lamp');
    expect(slug).toHaveValue('desk-lamp');
    await user.clear(slug);
    await user.type(slug, 'lamp');
    await user.click(screen.getByRole('combobox', { name: /^Brand/ }));
    await user.click(await screen.findByRole('option', { name: 'Sony' }));
    await user.click(screen.getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Appliances' }));
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '12.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(
        expect.stringContaining('Slug must be at most 140 characters'),
      ),
    );
    expect(api.callsTo('POST /apps/ecommerce/manage/products')[0]?.body).toMatchObject({
      name: 'Desk Lamp',
      slug: 'lamp',
      brand: 'Sony',
      category: 'Appliances',
      price: 12.5,
      stock: 0,
      status: 'active',
      imageIds: [],
    });
  }, 60_000);
});
