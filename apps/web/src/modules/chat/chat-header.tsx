import { ActionIcon, Box, Group, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ChatContact } from '@beacon/contract/chat';
import { useTranslation } from 'react-i18next';
import { SidebarButton } from '../../components/sidebar-drawer';
import { PresenceAvatar } from './presence-avatar';
import classes from './chat.module.css';

interface ChatHeaderProps {
  contact: ChatContact;
  typing: boolean;
  onOpenSidebar: () => void;
  onOpenContact: () => void;
}

/** Who the chat is with, their presence (or that they are typing), and their details button. */
export function ChatHeader({ contact, typing, onOpenSidebar, onOpenContact }: ChatHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      px="md"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <SidebarButton label={t('chat.sidebar.open')} onClick={onOpenSidebar} />
      <PresenceAvatar name={contact.fullName} src={contact.avatar} status={contact.status} />
      <Box style={{ flex: 1, minWidth: 0 }}>
        {/* Isolated, not dir="auto": an English name keeps its order but the page's alignment. */}
        <Title order={2} fz="md" className={classes.line}>
          <bdi>{contact.fullName}</bdi>
        </Title>
        {/* Read out as it changes: a contact starting to type or going away. */}
        <Text size="xs" className={classes.muted} aria-live="polite">
          {typing
            ? t('chat.typing', { name: contact.fullName })
            : t(`chat.status.${contact.status}`)}
        </Text>
      </Box>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('chat.contact.open')}
        onClick={onOpenContact}
      >
        <IconInfoCircle size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
