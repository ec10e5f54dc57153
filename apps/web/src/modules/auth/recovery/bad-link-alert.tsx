import { Alert, Stack, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GuestLink, type GuestPath } from '../guest-nav';

interface BadLinkAlertProps {
  /** What went wrong, an i18n key (`recovery.link.invalid`…). */
  reason: string;
  /** Where a new link is asked for, and that link's words. */
  again?: { to: GuestPath; labelKey: string };
}

/** A mailed link that no longer works: why, and where to get a new one. */
export function BadLinkAlert({ reason, again }: BadLinkAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconLinkOff size={20} aria-hidden />}
      title={t('recovery.link.title')}
      // Mantine's red title on the light red fill is below 4.5:1 (axe).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        <Text fz="sm">{t(reason)}</Text>
        {again ? (
          <GuestLink
            to={again.to}
            fz="sm"
            fw={600}
            c="var(--mantine-color-text)"
            underline="always"
          >
            {t(again.labelKey)}
          </GuestLink>
        ) : null}
      </Stack>
    </Alert>
  );
}
