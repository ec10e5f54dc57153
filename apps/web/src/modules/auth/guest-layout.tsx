import { Anchor, Box, Center, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { instanceClasses } from './instance';

/** The blank layout of the sign-in pages: no shell, one card centred on a quiet background. */
export function GuestLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      mih="100dvh"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
    >
      <Center mih="100dvh" p={{ base: 'sm', xs: 'md' }}>
        <Stack align="center" gap="md" w="100%">
          {children}
          {/* A demo sends no mail: what a reset or an invitation "sent" is read there. A page
              load, since the demo outbox is a page of the app's router, not of this light entry.
              Its words are the outbox module's (outbox.demo.*). */}
          <Anchor href="/outbox" fz="sm" className={instanceClasses.demoOnly}>
            {t('outbox.demo.open')}
          </Anchor>
        </Stack>
      </Center>
    </Box>
  );
}
