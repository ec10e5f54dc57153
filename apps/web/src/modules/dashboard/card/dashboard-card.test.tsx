import type { UseQueryResult } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/render';
import { DashboardCard } from './dashboard-card';
import { renderOutsideAct } from '../../../test/outside-act';

const pending = { isPending: true, isError: false } as UseQueryResult<string>;
const answered = {
  isPending: false,
  isError: false,
  data: '1,234 orders',
} as UseQueryResult<string>;

const card = (query: UseQueryResult<string>) => (
  <TestProviders>
    <DashboardCard title="Orders" query={query}>
      {(figures) => <p>{figures}</p>}
    </DashboardCard>
  </TestProviders>
);

describe('a dashboard card', () => {
  it('draws its figures after the update that brought them, not in it', async () => {
    renderOutsideAct();
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    flushSync(() => root.render(card(pending)));
    expect(screen.getByRole('region', { name: 'Orders' })).toHaveAttribute('aria-busy', 'true');

    // The query's store updates synchronously: that commit keeps the skeleton.
    flushSync(() => root.render(card(answered)));
    expect(screen.queryByText('1,234 orders')).toBeNull();
    await waitFor(() => expect(screen.getByText('1,234 orders')).toBeVisible());
    expect(screen.getByRole('region', { name: 'Orders' })).not.toHaveAttribute('aria-busy');
    root.unmount();
    container.remove();
  });
});
