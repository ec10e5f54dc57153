import { ActionIcon, Code, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { CopyButton } from '@mantine/core';
import type { TwoFactorSetupReply } from '@beacon/contract/two-factor';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A new authenticator secret: the QR to scan, and the secret as text for typing it in. The API
 * draws the QR as an SVG document; it is shown as an image, never put into the page's markup.
 */
export function AuthenticatorSetup({ setup }: { setup: TwoFactorSetupReply }) {
  const { t } = useTranslation();
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`;
  return (
    <Stack gap="sm" align="center">
      <Text size="sm">{t('twoFactor.setup.scan')}</Text>
      {/* A white ground in the dark skin too: scanners need the contrast. */}
      <Image src={src} alt={t('twoFactor.setup.qrAlt')} w={192} h={192} bg="white" p={4} />
      <Text size="sm" c="dimmed">
        {t('twoFactor.setup.manual')}
      </Text>
      <Group gap="xs" wrap="nowrap" dir="ltr">
        <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="two-factor-secret">
          {setup.secret}
        </Code>
        <CopyButton value={setup.secret}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('twoFactor.copied') : t('twoFactor.setup.copySecret')}>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('twoFactor.setup.copySecret')}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
