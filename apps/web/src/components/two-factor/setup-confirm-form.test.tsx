import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SetupConfirmForm } from './setup-confirm-form';

const setup = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Beacon%20Admin:ann@example.com?secret=JBSWY3DPEHPK3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

function Form({
  onConfirm,
  error = null,
}: {
  onConfirm: () => Promise<void>;
  error?: string | null;
}) {
  const [code, setCode] = useState('');
  return (
    <SetupConfirmForm
      setup={setup}
      code={code}
      onCodeChange={setCode}
      onConfirm={onConfirm}
      error={error}
      busy={false}
    />
  );
}

describe('the authenticator setup form', () => {
  it('shows the QR and the key, and confirms the code once its six digits are typed', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { user } = await renderWithProviders(<Form onConfirm={onConfirm} />);
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    // Each of the six boxes is named; typing into the first moves on through the rest.
    const [first] = screen.getAllByLabelText(/Six-digit code from the app/);
    if (!first) throw new Error('no code box');
    await user.type(first, '123456');
    expect(onConfirm).toHaveBeenCalledWith('123456');
  });

  it('confirms the typed code on submit, and shows why a code was refused', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { user } = await renderWithProviders(
      <Form onConfirm={onConfirm} error="That code is not right" />,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith();
    expect(screen.getByText('That code is not right')).toBeVisible();
  });
});
