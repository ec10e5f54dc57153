import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from '../brand';

/** Full-page screens outside the shell (404, not authorized): the brand, then centred content. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      mih="100dvh"
      p={{ base: 'md', sm: 'xl' }}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <header>
        <Brand />
      </header>
      <Box
        component="main"
        style={{
          flex: 1,
          display: 'grid',
          placeItems: 'center',
          paddingBlock: 'var(--mantine-spacing-xl)',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
