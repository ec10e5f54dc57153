import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { mockApi } from '../../test/api';
import { QuickSearch } from './quick-search';
import { closeQuickSearch } from './quick-search-keys';
import { SearchButton } from './search-button';
import { mainSearchReply, serveSearch } from './test-search';

/** The navbar's button and the shell's palette, as the app has them. */
const searchUi = (
  <>
    <SearchButton />
    <QuickSearch />
  </>
);

// The keys' state is the page's, and a worker's test files share their modules.
afterEach(closeQuickSearch);

const palette = () => screen.findByRole('dialog', { name: 'Quick search' });
const group = (name: string) => within(screen.getByRole('group', { name }));
/** The entries' titles (their label, without the description). */
const options = (name: string) =>
  group(name)
    .queryAllByRole('option')
    .map((option) => option.querySelector('.mantine-Spotlight-actionLabel')?.textContent);

async function openWithKeyboard() {
  const rendered = await renderWithProviders(searchUi, { path: '/apps/user/list' });
  await screen.findByRole('button', { name: 'Quick search' });
  await rendered.user.keyboard('{Control>}k{/Control}');
  await palette();
  return rendered;
}

describe('quick search palette', () => {
  it('opens with Ctrl+K on the groups, four entries each, and asks the server only once opened', async () => {
    signInAs('admin');
    const api = serveSearch();
    const { user } = await renderWithProviders(searchUi);
    await screen.findByRole('button', { name: 'Quick search' });
    expect(api.calls).toHaveLength(0);
    await user.keyboard('{Control>}k{/Control}');
    expect(await palette()).toBeVisible();
    const input = screen.getByRole('combobox', { name: 'Search' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('placeholder', 'Search pages, files and contacts…');
    await waitFor(() =>
      expect(options('Pages')).toEqual([
        'Analytics Dashboard',
        'eCommerce Dashboard',
        'Email',
        'Chat',
      ]),
    );
    expect(options('Files')).toHaveLength(4);
    expect(options('Contacts')).toHaveLength(3);
    expect(group('Files').getByRole('option', { name: /Invoice #5037\.pdf/ })).toHaveTextContent(
      'by Client 5037',
    );
  });

  it('finds pages by title, moves with the arrows and opens one with Enter', async () => {
    signInAs('admin');
    const api = serveSearch();
    const { user, router } = await openWithKeyboard();
    const input = screen.getByRole('combobox', { name: 'Search' });
    await user.type(input, 'invo');
    await waitFor(() =>
      expect(options('Pages')).toEqual([
        'Invoice List',
        'Invoice Preview',
        'Invoice Edit',
        'Invoice Add',
      ]),
    );
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(group('Pages').getByRole('option', { name: 'Invoice Preview' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      group('Pages').getByRole('option', { name: 'Invoice Preview' }).id,
    );
    await user.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(group('Pages').getByRole('option', { name: 'Invoice List' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    // The query stays while the server's answers for it come in (every PDF is an invoice).
    await waitFor(() =>
      expect(api.callsTo('GET /api/main-search/data').at(-1)?.query.q).toBe('invo'),
    );
    expect(options('Files')).toHaveLength(4);
    expect(input).toHaveValue('invo');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/list'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('groups the monitoring screens and finds a sensor by name, opening its chart', async () => {
    signInAs('admin');
    serveSearch();
    const { user, router } = await openWithKeyboard();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'alarm');
    await waitFor(() =>
      expect(options('Temp Monitoring')).toEqual(['Alarms', 'Alarm configurations']),
    );
    expect(options('Pages')).toEqual([]);
    await user.clear(screen.getByRole('combobox', { name: 'Search' }));
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'freezer');
    await waitFor(() => expect(options('Temp Monitoring')).toEqual(['Freezer F2']));
    await user.click(group('Temp Monitoring').getByRole('option', { name: /Freezer F2/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dynamic'));
  });

  it('selects the first entry when the answers come after the query was typed', async () => {
    signInAs('admin');
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // Slow answers, as while the browser's database starts in mock mode.
    mockApi({
      'GET /api/main-search/data': async ({ query }) => {
        await answered;
        return mainSearchReply(query.q);
      },
    });
    const { user, router } = await openWithKeyboard();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'invo');
    expect(screen.getByRole('group', { name: 'Pages' })).toHaveTextContent('Searching…');
    act(() => answer());
    await waitFor(() =>
      expect(group('Pages').getByRole('option', { name: 'Invoice List' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/list'));
  });

  it('shows every group with "No results" when nothing matches, and closes with Esc', async () => {
    signInAs('admin');
    const api = serveSearch();
    const { user } = await renderWithProviders(searchUi);
    await user.click(await screen.findByRole('button', { name: 'Quick search' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'zzqx');
    for (const name of ['Pages', 'Files', 'Contacts']) {
      await waitFor(() => expect(group(name).getByText('No results')).toBeVisible());
    }
    expect(api.callsTo('GET /api/main-search/data').map((call) => call.query.q)).toContain('zzqx');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Mantine gives the focus back a moment after the dialog has gone.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Quick search' })).toHaveFocus());
  });

  it('matches the translated titles, without accents, and finds contacts by e-mail', async () => {
    signInAs('admin');
    serveSearch();
    await act(() => i18n.changeLanguage('fr'));
    const rendered = await renderWithProviders(searchUi);
    await rendered.user.click(await screen.findByRole('button', { name: 'Recherche rapide' }));
    const input = await screen.findByRole('combobox', { name: 'Rechercher' });
    expect(input).toHaveAttribute('placeholder', 'Rechercher pages, fichiers et contacts…');
    await rendered.user.type(input, 'parametres');
    await waitFor(() => expect(options('Pages')).toEqual(['Paramètres du compte']));
    await rendered.user.clear(input);
    await rendered.user.type(input, 'grace@');
    await waitFor(() => expect(options('Contacts')).toEqual(['Grace Hopper']));
    expect(group('Pages').getByText('Aucun résultat')).toBeVisible();
  });
});
