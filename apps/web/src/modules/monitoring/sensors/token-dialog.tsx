import {
  Alert,
  Button,
  Code,
  CopyButton,
  Divider,
  Group,
  Modal,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { SensorTokenReply } from '@beacon/contract/monitoring';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { curlExample } from './device-ingest';
import { TestReadingForm } from './test-reading-form';

function CopyText({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="xs" variant="default" onClick={copy} color={copied ? 'teal' : undefined}>
          {copied ? t('monitoringSensors.token.copied') : label}
        </Button>
      )}
    </CopyButton>
  );
}

interface TokenDialogProps {
  /** A sensor's reply with its new token; null keeps the dialog closed. */
  reply: SensorTokenReply | null;
  onClose: () => void;
}

/**
 * A new device token, shown this once (only its hash is kept), with a ready `curl` command and a
 * test reading sent with it.
 */
export function TokenDialog({ reply, onClose }: TokenDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={reply !== null}
      onClose={onClose}
      title={t('monitoringSensors.token.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {reply ? <TokenContent reply={reply} onClose={onClose} /> : null}
    </Modal>
  );
}

function TokenContent({ reply, onClose }: { reply: SensorTokenReply; onClose: () => void }) {
  const { t } = useTranslation();
  // The example's time is when the dialog opened: it stays put while the person copies it.
  const [openedAt] = useState(() => new Date());
  const curl = curlExample(window.location.origin, reply.token, openedAt);
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light">
        {t('monitoringSensors.token.once', { name: reply.sensor.name })}
      </Alert>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="device-token-label">
          {t('monitoringSensors.token.label')}
        </Text>
        <Code
          block
          dir="ltr"
          aria-labelledby="device-token-label"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {reply.token}
        </Code>
        <Group justify="flex-end">
          <CopyText value={reply.token} label={t('monitoringSensors.token.copy')} />
        </Group>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('monitoringSensors.token.curl')}
        </Text>
        <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {curl}
        </Code>
        <Group justify="flex-end">
          <CopyText value={curl} label={t('monitoringSensors.token.copyCurl')} />
        </Group>
      </Stack>
      <Divider />
      <Title order={3} fz="md">
        {t('monitoringSensors.test.title')}
      </Title>
      <TestReadingForm token={reply.token} unit={reply.sensor.unit} />
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('monitoringSensors.token.done')}</Button>
      </Group>
    </Stack>
  );
}
