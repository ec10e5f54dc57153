import { Card, Grid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { SidebarDrawer } from '../../components/sidebar-drawer';
import { ChatConversation } from './chat-conversation';
import { ChatSidebar } from './chat-sidebar';
import { ChatStart } from './chat-start';
import { chatsQuery } from './chat.queries';
import classes from './chat.module.css';
import { ProfileDrawer } from './profile-drawer';
import { useChatLive } from './use-chat-live';

// The open chat lives in the URL (`?contact=`); this module only reads it.
const route = getRouteApi('/_app/apps/chat');

/**
 * `/apps/chat`: the sidebar of chats and contacts (a drawer on narrow screens) and, beside it, the
 * chat the URL names or the "Start Conversation" placeholder.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const { contact: contactId } = route.useSearch();
  const list = useQuery(chatsQuery());
  const [search, setSearch] = useState('');
  const [sidebarOpen, sidebar] = useDisclosure(false);
  const [profileOpen, profile] = useDisclosure(false);
  const typingId = useChatLive(contactId);

  const known = list.data?.contacts.find((contact) => contact.id === contactId);
  const openProfile = () => {
    sidebar.close();
    profile.open();
  };
  const sidebarProps = {
    list,
    search,
    onSearch: setSearch,
    activeId: contactId,
    onOpenProfile: openProfile,
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('chat.title')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }} visibleFrom="md">
          <Card padding={0} className={classes.card}>
            <ChatSidebar {...sidebarProps} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Card padding={0} className={classes.card}>
            {contactId ? (
              // A new contact starts with an empty composer and a closed details drawer.
              <ChatConversation
                key={contactId}
                contactId={contactId}
                known={known}
                me={list.data?.profileUser}
                typing={typingId === contactId}
                onOpenSidebar={sidebar.open}
              />
            ) : (
              <ChatStart onOpenSidebar={sidebar.open} />
            )}
          </Card>
        </Grid.Col>
      </Grid>
      <SidebarDrawer opened={sidebarOpen} onClose={sidebar.close} title={t('chat.sidebar.title')}>
        <ChatSidebar {...sidebarProps} onNavigate={sidebar.close} />
      </SidebarDrawer>
      <ProfileDrawer opened={profileOpen} onClose={profile.close} />
    </Stack>
  );
}
