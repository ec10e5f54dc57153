import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { instanceClasses } from '../instance';
import type { ResendLink } from './use-resend-link';

interface CheckMailNoticeProps extends ResendLink {
  email: string;
  /** i18n keys of the notice's title and text (the text gets `{{email}}`). */
  titleKey: string;
  bodyKey: string;
}

/**
 * An address waits for its confirmation link: where the link went, and a button that sends a new
 * one (the server answers every address alike, so the notice does too).
 */
export function CheckMailNotice({
  email,
  titleKey,
  bodyKey,
  resend,
  onFailure,
}: CheckMailNoticeProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [resent, setResent] = useState(false);

  const sendAgain = async () => {
    setSending(true);
    try {
      await resend(email);
      setResent(true);
    } catch (error) {
      onFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconMailCheck size={20} aria-hidden />}
      title={t(titleKey)}
      // Mantine's blue title on the light blue fill is below 4.5:1 (axe).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {t(bodyKey, { email })}
        </Text>
        <Button variant="default" size="xs" loading={sending} onClick={() => void sendAgain()}>
          {t('recovery.checkMail.resend')}
        </Button>
        <div role="status">
          {resent ? (
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('recovery.checkMail.resent', { email })}
            </Text>
          ) : null}
        </div>
        <Anchor
          className={instanceClasses.demoOnly}
          href={`/outbox?to=${encodeURIComponent(email)}`}
          fz="sm"
          fw={600}
          c="var(--mantine-color-text)"
          underline="always"
        >
          {t('recovery.forgot.openOutbox')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
