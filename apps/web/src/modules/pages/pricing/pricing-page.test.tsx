import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { testPricing } from '../test-pages';

// The whole app shell renders around the route: its first paint can take a while on a busy machine.
const slow = { timeout: 10_000 };

const card = (title: string) => within(screen.getByRole('region', { name: title }));

/** The price line, whose amount is a span of its own: "$49" + "/month". */
const price = (text: string) => (_: string, element: Element | null) =>
  // Intl puts a no-break space between amount and currency in some languages.
  element?.tagName === 'P' && element.textContent?.replace(/\s/g, ' ') === text;

describe('pricing page', { timeout: 30_000 }, () => {
  it('shows monthly prices, then the yearly ones on the switch, with the period in the URL', async () => {
    signInAs('admin');
    mockApi({ 'GET /pricing/data': testPricing('basic') });
    const { user, router } = await renderRoute('/pages/pricing');

    expect(await screen.findByText(price('$49/month'), {}, slow)).toBeVisible();
    expect(card('Basic').getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    expect(card('Standard').getByText('Popular')).toBeVisible();
    expect(card('Standard').queryByText(/\/ year/)).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Annually' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ period: 'annually' }));
    expect(card('Standard').getByText(price('$40/month'))).toBeVisible();
    expect(card('Standard').getByText('USD 480 / year')).toBeVisible();
    expect(card('Enterprise').getByText('USD 960 / year')).toBeVisible();
    // A free plan has no yearly total to show.
    expect(card('Basic').queryByText(/\/ year/)).toBeNull();
  });

  it('offers an upgrade above the current plan and a downgrade below it, and says no payment is taken', async () => {
    signInAs('admin');
    mockApi({ 'GET /pricing/data': testPricing('standard') });
    const { user } = await renderRoute('/pages/pricing?period=annually');

    expect(await screen.findByRole('region', { name: 'Standard' }, slow)).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Annually' })).toBeChecked();
    expect(card('Standard').getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    expect(card('Basic').getByRole('button', { name: 'Downgrade to Basic' })).toBeEnabled();
    await user.click(card('Enterprise').getByRole('button', { name: 'Upgrade to Enterprise' }));
    expect(await screen.findByText(/Payments are not part of this demo/)).toBeVisible();
  });

  it('opens the questions', async () => {
    signInAs('admin');
    mockApi({ 'GET /pricing/data': testPricing('basic') });
    const { user } = await renderRoute('/pages/pricing');
    await user.click(await screen.findByRole('button', { name: 'Does it renew?' }, slow));
    // The panel opens over a frame or two even without transitions.
    await waitFor(() => expect(screen.getByText('Every month.')).toBeVisible());
  });

  it('writes the prices the way the reader’s language does', async () => {
    signInAs('admin');
    mockApi({ 'GET /pricing/data': testPricing('basic') });
    await i18n.changeLanguage('fr');
    await renderRoute('/pages/pricing?period=annually');
    expect(await screen.findByText(price('40 $US/mois'), {}, slow)).toBeVisible();
    expect(
      card('Standard').getByRole('button', { name: 'Passer à la formule Standard' }),
    ).toBeEnabled();
  });

  it('asks for the plans in the reader’s language, and again in the new one on a switch', async () => {
    signInAs('admin');
    const english = testPricing('basic');
    const french = {
      ...english,
      enterprisePlan: {
        ...english.enterprisePlan,
        title: 'Entreprise',
        subtitle: 'Grands comptes',
      },
      qandA: [{ question: 'Se renouvelle-t-il ?', ans: 'Chaque mois.' }],
    };
    const server = mockApi({
      'GET /pricing/data': ({ headers }) =>
        headers.get('accept-language') === 'fr' ? french : english,
    });
    await renderRoute('/pages/pricing');
    expect(await screen.findByRole('region', { name: 'Enterprise' }, slow)).toBeVisible();

    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByRole('region', { name: 'Entreprise' }, slow)).toBeVisible();
    expect(card('Entreprise').getByText('Grands comptes')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Se renouvelle-t-il ?' })).toBeVisible();
    expect(
      server.callsTo('GET /pricing/data').map((call) => call.headers.get('accept-language')),
    ).toEqual(['en', 'fr']);
  });
});
