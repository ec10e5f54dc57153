import { Box, Center } from '@mantine/core';
import type { ReactNode } from 'react';

/** The blank layout of the sign-in pages: no shell, one card centred on a quiet background. */
export function GuestLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      mih="100dvh"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
    >
      <Center mih="100dvh" p={{ base: 'sm', xs: 'md' }}>
        {children}
      </Center>
    </Box>
  );
}
