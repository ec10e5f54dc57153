import type { OutboxMail } from '@beacon/contract/outbox';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { withLinksInNewTabs } from './mail-html-frame';
import { MailReader } from './mail-reader';

const mail: OutboxMail = {
  id: 7,
  kind: 'reset',
  from: 'Beacon Admin <no-reply@beacon.local>',
  to: 'ann@example.com',
  subject: 'Reset your password',
  text: 'Choose a new password:\nhttps://beacon.example/reset?token=abc.\n\n--\nIgnore it if it was not you.\n',
  html: '<!doctype html><html><head><title>x</title></head><body><a href="https://beacon.example/reset?token=abc">Choose</a><script>parent.stolen = true</script></body></html>',
  createdAt: '2026-11-29T09:00:00.000Z',
};

describe('the mail reader', () => {
  it('shows the HTML part in a frame where no script runs and links open a new tab', async () => {
    await renderWithProviders(<MailReader mail={mail} />);
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    const frame = screen.getByTitle('The mail “Reset your password”');
    // No allow-scripts, no allow-same-origin: the mail can neither run code nor reach the app.
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toContain('<head><base target="_blank"><title>');
  });

  it('shows the text part with its address as a link, the full stop left out', async () => {
    await renderWithProviders(<MailReader mail={mail} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Text' }));
    const link = screen.getByRole('link', { name: 'https://beacon.example/reset?token=abc' });
    expect(link).toHaveAttribute('href', 'https://beacon.example/reset?token=abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/Ignore it if it was not you/)).toBeInTheDocument();
  });

  it('makes links open a new tab in HTML without a head too', () => {
    expect(withLinksInNewTabs('<p>hi</p>')).toBe('<base target="_blank"><p>hi</p>');
  });
});
