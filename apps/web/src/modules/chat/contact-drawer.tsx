import { Stack, Text, Title } from '@mantine/core';
import type { ChatContact } from '@beacon/contract/chat';
import { useTranslation } from 'react-i18next';
import { PanelDrawer } from '../../components/panel-drawer';
import { PresenceAvatar } from './presence-avatar';

interface ContactDrawerProps {
  contact: ChatContact;
  opened: boolean;
  onClose: () => void;
}

/** The open chat's contact (the right panel): About and Personal Information. */
export function ContactDrawer({ contact, opened, onClose }: ContactDrawerProps) {
  const { t } = useTranslation();
  const status = t(`chat.status.${contact.status}`);
  return (
    // The end side, away from the sidebar.
    <PanelDrawer opened={opened} onClose={onClose} title={t('chat.contact.title')}>
      <Stack gap="lg">
        <Stack align="center" gap={4}>
          <PresenceAvatar
            name={contact.fullName}
            src={contact.avatar}
            status={contact.status}
            size="xl"
          />
          <Title order={3} fz="h4" dir="auto">
            {contact.fullName}
          </Title>
        </Stack>
        <Stack gap={4}>
          <Title order={4} fz="sm" tt="uppercase" c="dimmed">
            {t('chat.contact.about')}
          </Title>
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {contact.about || t('chat.contact.noAbout')}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Title order={4} fz="sm" tt="uppercase" c="dimmed">
            {t('chat.contact.personal')}
          </Title>
          <dl style={{ margin: 0 }}>
            <Text component="dt" size="xs" c="dimmed">
              {t('chat.contact.role')}
            </Text>
            <Text component="dd" size="sm" m={0} mb="xs" dir="auto">
              {contact.role}
            </Text>
            <Text component="dt" size="xs" c="dimmed">
              {t('chat.contact.status')}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {status}
            </Text>
          </dl>
        </Stack>
      </Stack>
    </PanelDrawer>
  );
}
