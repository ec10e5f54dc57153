// The test helpers themselves: what other tests rely on (providers, router, API stand-in, i18n).
import { Button, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, api, unwrap } from '../lib/http';
import { session } from '../lib/session';
import { json, mockApi } from './api';
import { mediaMatches } from './browser-stubs';
import { renderRoute, renderWithProviders } from './render';
import { signInAs } from './session';

function Demo() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const users = useQuery({
    queryKey: ['helpers', 'users'],
    queryFn: () => unwrap(api.GET('/api/users/list/data', { params: { query: { q: 'ann' } } })),
  });
  return (
    <>
      <p>{t('auth.fields.email')}</p>
      <p>{users.data ? `total ${users.data.total}` : 'loading'}</p>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Button onClick={() => notifications.show({ title: 'Saved', message: 'All good' })}>
        Toast
      </Button>
      <Link to="/misc/not-authorized">Elsewhere</Link>
      <Modal opened={open} onClose={() => setOpen(false)} title="A dialog">
        Dialog body
      </Modal>
    </>
  );
}

describe('test helpers', () => {
  it('render Mantine with English strings, dialogs and toasts in place, and a router', async () => {
    const server = mockApi({ 'GET /api/users/list/data': { total: 7 } });
    signInAs('admin', { accessToken: 'token-1' });
    const { user, router } = await renderWithProviders(<Demo />, { path: '/somewhere' });

    expect(screen.getByText('Email')).toBeInTheDocument();
    expect(await screen.findByText('total 7')).toBeInTheDocument();
    expect(server.callsTo('GET /api/users/list/data')[0]).toMatchObject({
      query: { q: 'ann' },
    });
    expect(server.calls[0]?.headers.get('authorization')).toBe('Bearer token-1');

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'A dialog' })).toHaveTextContent('Dialog body');

    await user.click(screen.getByRole('button', { name: 'Toast' }));
    expect(screen.getByText('Saved')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/misc/not-authorized'));
  });

  it('answer unknown API calls with 404 and list them', async () => {
    const server = mockApi({ 'DELETE /apps/roles/:id': ({ params }) => json({ id: params.id }) });
    await expect(
      unwrap(api.DELETE('/apps/roles/{id}', { params: { path: { id: 12 } } })),
    ).resolves.toEqual({ id: '12' });
    const error = await unwrap(api.GET('/api/audit/actors')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(server.unhandled.map((call) => call.path)).toEqual(['/api/audit/actors']);
  });

  it('start each test signed out, with no toast and no API table left over', async () => {
    expect(session.isSignedIn()).toBe(false);
    expect(localStorage.length).toBe(0);
    await expect(unwrap(api.GET('/api/users/list/data'))).rejects.toThrow(
      /Test network: no handler/,
    );
  });

  it('answer media queries as a 1024 px wide desktop browser', () => {
    expect(window.innerWidth).toBe(1024);
    expect(window.matchMedia('').matches).toBe(true);
    expect(mediaMatches('(min-width: 48em)')).toBe(true);
    expect(mediaMatches('(min-width: 75em)')).toBe(false);
    expect(mediaMatches('(max-width: 61.99em)')).toBe(false);
    expect(mediaMatches('screen and (min-width: 768px) and (max-width: 1200px)')).toBe(true);
    expect(mediaMatches('(max-width: 500px), (min-width: 1000px)')).toBe(true);
    expect(mediaMatches('(prefers-color-scheme: dark)')).toBe(false);
    expect(mediaMatches('(prefers-reduced-motion: reduce)')).toBe(false);
  });

  it('render the real routes: a visitor is sent to sign in', async () => {
    const { router } = await renderRoute('/apps/user/list');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/apps/user/list' });
  });
});
