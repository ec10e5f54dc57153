import type { OrderAddress } from '@beacon/contract/ecommerce';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { AddressLines } from './address-lines';

const address: OrderAddress = {
  fullName: 'Jordan Stevenson',
  mobile: '+1 (249) 555-4773',
  houseNumber: '113 Stevenson Street',
  landmark: '',
  city: 'San Diego',
  pincode: '91905',
  state: 'CA',
  type: 'home',
};

describe('a delivery address', () => {
  it('keeps its phone number left to right and its lines in their own direction in Arabic', async () => {
    await i18n.changeLanguage('ar');
    await renderWithProviders(<AddressLines address={address} />);

    const phone = screen.getByText(address.mobile);
    expect(phone.tagName).toBe('BDI');
    expect(phone).toHaveAttribute('dir', 'ltr');
    // The label around it is the translation's, without the value inside it.
    expect(phone.parentElement).toHaveTextContent(`الهاتف: ${address.mobile}`);
    const street = screen.getByText(address.houseNumber);
    expect(street.tagName).toBe('BDI');
    expect(street).not.toHaveAttribute('dir');
    expect(screen.getByText('San Diego, CA 91905').tagName).toBe('BDI');
  });

  it('reads as one line per part in English', async () => {
    await renderWithProviders(<AddressLines address={address} />);
    expect(screen.getByText(address.mobile).parentElement).toHaveTextContent(
      'Phone: +1 (249) 555-4773',
    );
  });
});
