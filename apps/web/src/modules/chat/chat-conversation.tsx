import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ChatContact } from '@beacon/contract/chat';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { ApiError } from '../../lib/http';
import { useSession } from '../../lib/session';
import { ChatComposer } from './chat-composer';
import { ChatHeader } from './chat-header';
import { ChatLog } from './chat-log';
import { chatQuery } from './chat.queries';
import { ContactDrawer } from './contact-drawer';

interface ChatConversationProps {
  contactId: number;
  /** The contact as the list knows them: the header shows at once while the chat loads. */
  known: ChatContact | undefined;
  /** The profile as the list knows it: the avatar of the user's own messages. */
  me: { id: number; fullName: string; avatar: string } | undefined;
  typing: boolean;
  onOpenSidebar: () => void;
}

/** The open chat: its header, the messages and the composer (the page's centre). */
export function ChatConversation(props: ChatConversationProps) {
  const { contactId, known, me, typing, onOpenSidebar } = props;
  const { t } = useTranslation();
  const session = useSession((state) => state.userData);
  const chat = useQuery(chatQuery(contactId));
  const [contactOpen, contactDrawer] = useDisclosure(false);
  const contact = chat.data?.contact ?? known;
  const self = me ?? {
    id: session?.id ?? 0,
    fullName: session?.fullName ?? '',
    avatar: session?.avatar ?? '',
  };

  if (chat.isError && chat.error instanceof ApiError && chat.error.status === 404)
    return (
      <Stack align="center" justify="center" h="100%" p="xl" ta="center" gap="sm">
        <Text fw={500}>{t('chat.notFound')}</Text>
        <Button component={Link} to="/apps/chat" variant="default">
          {t('chat.backToChats')}
        </Button>
      </Stack>
    );

  return (
    <Stack gap={0} h="100%">
      {contact && (
        <ChatHeader
          contact={contact}
          typing={typing}
          onOpenSidebar={onOpenSidebar}
          onOpenContact={contactDrawer.open}
        />
      )}
      {chat.isError && (
        <Stack p="md">
          <QueryErrorAlert
            message={t('chat.loadFailed')}
            onRetry={() => void chat.refetch()}
            retrying={chat.isFetching}
          />
        </Stack>
      )}
      {chat.isPending && (
        <Stack
          gap="sm"
          p="md"
          style={{ flex: 1 }}
          aria-busy="true"
          aria-label={t('common.loading')}
        >
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={36} width={i % 2 ? '60%' : '45%'} ms={i % 2 ? 'auto' : 0} />
          ))}
        </Stack>
      )}
      {chat.data && (
        <>
          <ChatLog contact={chat.data.contact} messages={chat.data.chat?.chat ?? []} me={self} />
          <ChatComposer contactId={contactId} />
          <ContactDrawer
            contact={chat.data.contact}
            opened={contactOpen}
            onClose={contactDrawer.close}
          />
        </>
      )}
    </Stack>
  );
}
