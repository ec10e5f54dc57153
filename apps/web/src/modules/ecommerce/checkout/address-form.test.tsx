import type { Address } from '@beacon/contract/ecommerce';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockedApi, json, mockApi } from '../../../test/api';
import { enterText, textField } from '../../../test/form';
import { type Rendered, renderWithProviders } from '../../../test/render';
import { AddressForm } from './address-form';

const submit = ({ user }: Rendered) =>
  user.click(screen.getByRole('button', { name: 'Save and deliver here' }));

async function fillValid(view: Rendered) {
  await enterText(view, 'Full Name', '  Ada Lovelace ');
  await enterText(view, 'Mobile Number', '+44 20 7946 0958');
  await enterText(view, 'Flat, House No', '12 St James Square');
  await enterText(view, 'Town/City', 'London');
  await enterText(view, 'Pincode', 'SW1Y 4JH');
  await enterText(view, 'State', 'Greater London');
}

const saved: Address = {
  id: 7,
  fullName: 'Ada Lovelace',
  mobile: '+44 20 7946 0958',
  houseNumber: '12 St James Square',
  landmark: '',
  city: 'London',
  pincode: 'SW1Y 4JH',
  state: 'Greater London',
  type: 'work',
};

// Mantine under jsdom is slow and this machine is shared: room beyond the 15 s default.
describe('address form', { timeout: 30_000 }, () => {
  let server: MockedApi;
  beforeEach(() => {
    server = mockApi({});
  });

  it('marks the empty required fields, focuses the first, and sends nothing', async () => {
    const onSaved = vi.fn();
    const view = await renderWithProviders(<AddressForm onSaved={onSaved} />);
    await submit(view);

    for (const name of ['Full Name', 'Mobile Number', 'Flat, House No', 'Town/City', 'Pincode'])
      expect(textField(name)).toHaveAccessibleDescription('This field is required');
    expect(textField('State')).toHaveAccessibleDescription('This field is required');
    expect(textField('Landmark')).toBeValid();
    expect(textField('Full Name')).toHaveFocus();
    expect(server.calls).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('applies the contract rules to what was typed', async () => {
    const view = await renderWithProviders(<AddressForm onSaved={vi.fn()} />);
    await fillValid(view);
    await view.user.clear(textField('Mobile Number'));
    await enterText(view, 'Mobile Number', 'call me');
    await view.user.clear(textField('Pincode'));
    await enterText(view, 'Pincode', '1');
    await submit(view);

    expect(textField('Full Name')).toBeValid();
    expect(textField('Mobile Number')).toHaveAccessibleDescription(
      'Use only digits, spaces and + ( ) -',
    );
    expect(textField('Pincode')).toHaveAccessibleDescription(
      'Use 3 to 10 letters, digits or spaces',
    );
    expect(textField('Mobile Number')).toHaveFocus();
    expect(server.calls).toEqual([]);

    // Too few digits is its own message; fixing a field clears its message.
    await view.user.clear(textField('Mobile Number'));
    await enterText(view, 'Mobile Number', '12 34');
    await submit(view);
    expect(textField('Mobile Number')).toHaveAccessibleDescription(
      'Enter a number with 7 to 15 digits',
    );
    await view.user.clear(textField('Pincode'));
    await enterText(view, 'Pincode', '560001');
    expect(textField('Pincode')).toBeValid();
    expect(server.calls).toEqual([]);
  });

  it("puts a 400 reply's field messages on those fields and keeps the form", async () => {
    server = mockApi({
      'POST /apps/ecommerce/addresses': json(
        { error: { pincode: ['Pincode is not served by any courier'] } },
        400,
      ),
    });
    const onSaved = vi.fn();
    const view = await renderWithProviders(<AddressForm onSaved={onSaved} />);
    await fillValid(view);
    await submit(view);

    await waitFor(() =>
      expect(textField('Pincode')).toHaveAccessibleDescription(
        'Pincode is not served by any courier',
      ),
    );
    expect(textField('Pincode')).toHaveFocus();
    expect(textField('Full Name')).toHaveValue('  Ada Lovelace ');
    expect(textField('State')).toBeValid();
    expect(server.calls).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends the trimmed address with its type, then hands the saved one on', async () => {
    server = mockApi({ 'POST /apps/ecommerce/addresses': { address: saved } });
    const onSaved = vi.fn();
    const view = await renderWithProviders(<AddressForm onSaved={onSaved} />);
    await fillValid(view);
    await view.user.click(screen.getByRole('radio', { name: 'Work' }));
    await submit(view);

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(server.callsTo('POST /apps/ecommerce/addresses').map((call) => call.body)).toEqual([
      {
        fullName: 'Ada Lovelace',
        mobile: '+44 20 7946 0958',
        houseNumber: '12 St James Square',
        landmark: '',
        city: 'London',
        pincode: 'SW1Y 4JH',
        state: 'Greater London',
        type: 'work',
      },
    ]);
    // Ready for another address.
    expect(textField('Full Name')).toHaveValue('');
  });
});
