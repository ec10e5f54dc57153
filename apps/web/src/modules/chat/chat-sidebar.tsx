import { Box, Group, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ChatContact, ChatsAndContactsReply } from '@beacon/contract/chat';
import { chatSearchMax } from '@beacon/contract/chat';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { ChatEntry } from './chat-entry';
import { PresenceAvatar } from './presence-avatar';
import classes from './chat.module.css';

interface ChatSidebarProps {
  list: UseQueryResult<ChatsAndContactsReply>;
  search: string;
  onSearch: (search: string) => void;
  /** The contact whose chat is open. */
  activeId: number | undefined;
  onOpenProfile: () => void;
  /** Called after an entry is followed (the drawer version closes itself). */
  onNavigate?: () => void;
}

const matches = (needle: string) => (contact: ChatContact) =>
  contact.fullName.toLocaleLowerCase().includes(needle);

/**
 * The profile button, the search box, and the "Chats" and "Contacts" lists, both filtered by name
 * as the user types (client-side, case-insensitive).
 */
export function ChatSidebar(props: ChatSidebarProps) {
  const { list, search, onSearch, activeId, onOpenProfile, onNavigate } = props;
  const { t } = useTranslation();
  const chatsHeading = useId();
  const contactsHeading = useId();
  const me = list.data?.profileUser;
  const needle = search.trim().toLocaleLowerCase();
  const chats = list.data?.chatsContacts.filter(matches(needle)) ?? [];
  const contacts = list.data?.contacts.filter(matches(needle)) ?? [];

  const section = (headingId: string, title: string, empty: string, entries: ReactNode[]) => (
    <Box component="section" aria-labelledby={headingId}>
      <Text
        id={headingId}
        component="h2"
        size="lg"
        fw={600} // The anchor colour keeps 4.5:1 on the card in both schemes (skins.css).
        c="var(--mantine-color-anchor)"
        px="sm"
        mb={4}
      >
        {title}
      </Text>
      {entries.length > 0 ? (
        <ul className={classes.list} aria-labelledby={headingId}>
          {entries}
        </ul>
      ) : (
        <Text size="sm" className={classes.muted} px="sm" py="xs">
          {empty}
        </Text>
      )}
    </Box>
  );

  return (
    <Stack gap={0} h="100%">
      <Box p="md" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group gap="sm" wrap="nowrap">
          {me && (
            <UnstyledButton
              onClick={onOpenProfile}
              aria-label={t('chat.profile.open', { status: t(`chat.status.${me.status}`) })}
              style={{ borderRadius: '50%' }}
            >
              <PresenceAvatar name={me.fullName} src={me.avatar} status={me.status} />
            </UnstyledButton>
          )}
          <TextInput
            style={{ flex: 1 }}
            type="search"
            leftSection={<IconSearch size={16} aria-hidden />}
            // The column is narrow: the placeholder is one word, the accessible name the whole sentence.
            placeholder={t('chat.sidebar.searchPlaceholder')}
            aria-label={t('chat.sidebar.search')}
            maxLength={chatSearchMax}
            value={search}
            onChange={(event) => onSearch(event.currentTarget.value)}
          />
        </Group>
      </Box>
      <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }} p="xs">
        {list.isError && (
          <QueryErrorAlert
            message={t('chat.sidebar.loadFailed')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        )}
        {list.isPending && (
          <Stack gap="xs" p="xs" aria-busy="true" aria-label={t('common.loading')}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={44} />
            ))}
          </Stack>
        )}
        {list.data && (
          <Stack gap="md">
            {section(
              chatsHeading,
              t('chat.sidebar.chats'),
              t('chat.sidebar.noChats'),
              chats.map((contact) => (
                <ChatEntry
                  key={contact.id}
                  contact={contact}
                  chat={contact.chat}
                  active={contact.id === activeId}
                  onNavigate={onNavigate}
                />
              )),
            )}
            {section(
              contactsHeading,
              t('chat.sidebar.contacts'),
              t('chat.sidebar.noContacts'),
              contacts.map((contact) => (
                <ChatEntry
                  key={contact.id}
                  contact={contact}
                  active={contact.id === activeId}
                  onNavigate={onNavigate}
                />
              )),
            )}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
