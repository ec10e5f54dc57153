import { AppShell } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { FooterType } from '../layout/layout-options';
import { PageAndFooter, StickyFooter, footerSlot } from './shell-bars';

function Shell({ footerType }: { footerType: FooterType }) {
  return (
    <AppShell footer={footerSlot(footerType)}>
      <AppShell.Main>
        <PageAndFooter footerType={footerType}>
          <p>The page</p>
        </PageAndFooter>
      </AppShell.Main>
      <StickyFooter footerType={footerType} />
    </AppShell>
  );
}

const copyright = () => screen.queryByText(/^COPYRIGHT ©/);

describe('the shell’s footer', () => {
  it('scrolls with the page when static: inside the main area, after the page', async () => {
    await renderWithProviders(<Shell footerType="static" />);
    const main = screen.getByRole('main');
    expect(main).toContainElement(copyright());
    expect(main).toHaveTextContent(/^The pageCOPYRIGHT/);
  });

  it('is pinned outside the main area when sticky, and absent when hidden', async () => {
    const sticky = await renderWithProviders(<Shell footerType="sticky" />);
    expect(copyright()).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toContainElement(copyright());
    sticky.unmount();

    await renderWithProviders(<Shell footerType="hidden" />);
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(copyright()).toBeNull();
  });
});
