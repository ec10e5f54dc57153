import { Badge, Box, Button, Stack, Text } from '@mantine/core';
import {
  IconAlertOctagon,
  IconFile,
  IconMail,
  IconPencil,
  IconSend,
  IconStar,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import type { EmailsMeta } from '@beacon/contract/email';
import { emailLabels } from '@beacon/contract/email-values';
import { useTranslation } from 'react-i18next';
import { RouterNavLink } from '../../components/router-nav-link';
import { labelDotStyle } from './email-colors';
import classes from './email.module.css';
import type { EmailFolderView, EmailViewState } from './use-email-view';

// The link of the current view carries aria-current="page"; /apps/email is not current under
// /apps/email/sent.
const exact = { exact: true, includeSearch: false };

const folderIcons: Record<EmailFolderView, Icon> = {
  inbox: IconMail,
  sent: IconSend,
  draft: IconFile,
  starred: IconStar,
  spam: IconAlertOctagon,
  trash: IconTrash,
};
const folders = Object.keys(folderIcons) as EmailFolderView[];

/** The sidebar's counts: unread inbox and spam, and every draft. */
const countOf = (folder: EmailFolderView, meta: EmailsMeta | undefined) =>
  folder === 'inbox' || folder === 'draft' || folder === 'spam' ? (meta?.[folder] ?? 0) : 0;

interface EmailSidebarProps {
  view: EmailViewState;
  meta: EmailsMeta | undefined;
  onCompose: () => void;
  /** Called after a link is followed (the drawer version closes itself). */
  onNavigate?: () => void;
}

/** "Compose", the folders with their counts and the labels; each is a link, the current one marked. */
export function EmailSidebar({ view, meta, onCompose, onNavigate }: EmailSidebarProps) {
  const { t } = useTranslation();
  // A new view starts on its first page with no mail open; the search stays, as in the to-do.
  const search = { q: view.search.q };
  return (
    <Stack gap="md">
      <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={onCompose} fullWidth>
        {t('email.sidebar.compose')}
      </Button>
      <Box component="nav" aria-label={t('email.sidebar.folders')}>
        {folders.map((folder) => {
          const FolderIcon = folderIcons[folder];
          const name = t(`email.folders.${folder}`);
          const count = countOf(folder, meta);
          const active = view.folder === folder;
          const link = {
            label: name,
            leftSection: <FolderIcon size={18} aria-hidden />,
            // The number is read with the name ("Inbox, 3 unread"), not as a bare "3".
            'aria-label':
              count > 0
                ? t(folder === 'draft' ? 'email.sidebar.draftCount' : 'email.sidebar.unreadCount', {
                    folder: name,
                    count,
                  })
                : undefined,
            rightSection:
              count > 0 ? (
                // White on the active (filled) link, filled elsewhere: light badges fail contrast.
                <Badge
                  variant={active ? 'white' : 'filled'}
                  color={folder === 'inbox' ? undefined : 'red.9'}
                  size="sm"
                  circle={count < 10}
                  aria-hidden
                >
                  {count}
                </Badge>
              ) : undefined,
            search,
            activeOptions: exact,
            active,
            onClick: onNavigate,
          };
          return folder === 'inbox' ? (
            <RouterNavLink key={folder} to="/apps/email" {...link} />
          ) : (
            <RouterNavLink key={folder} to="/apps/email/$folder" params={{ folder }} {...link} />
          );
        })}
      </Box>
      <Box component="nav" aria-label={t('email.sidebar.labels')}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4} px="sm" aria-hidden>
          {t('email.sidebar.labelsHeading')}
        </Text>
        {emailLabels.map((label) => (
          <RouterNavLink
            key={label}
            to="/apps/email/label/$label"
            params={{ label }}
            search={search}
            activeOptions={exact}
            label={t(`email.labels.${label}`)}
            leftSection={<span className={classes.dot} style={labelDotStyle(label)} aria-hidden />}
            active={view.label === label}
            onClick={onNavigate}
          />
        ))}
      </Box>
    </Stack>
  );
}
