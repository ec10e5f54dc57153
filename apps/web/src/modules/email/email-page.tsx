import { Card, Grid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { SidebarDrawer } from '../../components/sidebar-drawer';
import { useComposeStore } from './compose/compose-store';
import { Composer } from './compose/composer';
import { EmailListPanel } from './email-list-panel';
import { EmailSidebar } from './email-sidebar';
import { emailKeys, emailsQuery } from './email.queries';
import { LiveListUpdates } from '../../components/live-list-updates';
import { EmailReader } from './reader/email-reader';
import { useEmailView } from './use-email-view';

/**
 * `/apps/email` and its folder and label views: the sidebar (a drawer on narrow screens), then in
 * one card either the list or, when the URL names a mail (`?mail=`), the reader; and the composer,
 * which places itself.
 */
export function EmailPage() {
  const { t } = useTranslation();
  const view = useEmailView();
  const { update } = view;
  const [sidebarOpen, sidebar] = useDisclosure(false);
  const openComposer = useComposeStore((store) => store.open);
  // Also while a mail is open: the sidebar's counts come with the list.
  const list = useQuery(emailsQuery(view.query));
  const mail = view.search.mail;
  // The mail last opened from the list: its row takes the focus back when the list returns.
  const [opened, setOpened] = useState<number>();

  const compose = () => {
    sidebar.close();
    openComposer({ mode: 'new' });
  };
  const sidebarProps = { view, meta: list.data?.emailsMeta, onCompose: compose };

  return (
    <Stack gap="lg">
      <LiveListUpdates resource="emails" queryKey={emailKeys.all} owned />
      <PageHeader title={t('email.title')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }} visibleFrom="md">
          <Card>
            <EmailSidebar {...sidebarProps} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Card padding={0}>
            {mail ? (
              <EmailReader
                emailId={mail}
                onBack={() => update({ mail: undefined })}
                // The neighbours replace each other in the history: Back returns to the list.
                onNavigate={(id) => {
                  setOpened(id);
                  update({ mail: id }, { replace: true });
                }}
              />
            ) : (
              <EmailListPanel
                view={view}
                list={list}
                focusEmailId={opened}
                onOpenEmail={(id) => {
                  setOpened(id);
                  update({ mail: id });
                }}
                onOpenSidebar={sidebar.open}
              />
            )}
          </Card>
        </Grid.Col>
      </Grid>
      <SidebarDrawer opened={sidebarOpen} onClose={sidebar.close} title={t('email.sidebar.title')}>
        <EmailSidebar {...sidebarProps} onNavigate={sidebar.close} />
      </SidebarDrawer>
      <Composer />
    </Stack>
  );
}
