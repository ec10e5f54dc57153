import { ActionIcon, Anchor, Box, Center, Group, Input, Stack } from '@mantine/core';
import { IconChevronDown, IconMoon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '../../app/layout/layout-store';
import { isRtlLanguage, languages } from '../../lib/i18n';
import { instanceClasses } from './instance';

/**
 * The language and the dark skin, before signing in. The small sign-in entry (entry/guest-lite/)
 * works the same two controls of the prerendered page by their `data-guest-*` attributes.
 */
function GuestChoices() {
  const { t, i18n } = useTranslation();
  const dark = useLayout((state) => state.skin === 'dark');
  const update = useLayout((state) => state.update);
  const current = languages.find((l) => l.code === i18n.resolvedLanguage)?.code ?? 'en';
  return (
    <Group gap="xs" justify="center" wrap="nowrap">
      <Input
        component="select"
        size="xs"
        aria-label={t('auth.guest.language')}
        data-guest-language=""
        value={current}
        onChange={(event) => {
          const code = event.currentTarget.value;
          void i18n.changeLanguage(code);
          update({ direction: isRtlLanguage(code) ? 'rtl' : 'ltr' });
        }}
        rightSection={<IconChevronDown size={14} aria-hidden />}
        rightSectionPointerEvents="none"
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </Input>
      <ActionIcon
        variant="default"
        size="input-xs"
        aria-label={t('auth.guest.darkSkin')}
        aria-pressed={dark}
        data-guest-skin=""
        onClick={() => update({ skin: dark ? 'light' : 'dark' })}
      >
        <IconMoon size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

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
          <GuestChoices />
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
