import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import {
  IconCheck,
  IconFolderSymlink,
  IconMailOpened,
  IconStar,
  IconStarFilled,
  IconTag,
  IconTrash,
} from '@tabler/icons-react';
import type { Email } from '@beacon/contract/email';
import { type EmailFolder, emailLabels } from '@beacon/contract/email-values';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { labelDotStyle } from '../email-colors';
import classes from '../email.module.css';
import { useReaderActions } from './use-reader-actions';

const moveTargets: EmailFolder[] = ['inbox', 'spam', 'trash'];

function IconButton(props: { label: string; onClick?: () => void; children: ReactNode }) {
  return (
    <Tooltip
      label={props.label}
      openDelay={300}
      events={{ hover: true, focus: true, touch: false }}
    >
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={props.label}
        onClick={props.onClick}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The open mail's tools: star, labels, move, mark unread and delete (to the trash, or from it for
 * good after a confirmation). `onDone` returns to the list once the mail has left the view.
 */
export function ReaderActions({ email, onDone }: { email: Email; onDone: () => void }) {
  const { t } = useTranslation();
  const actions = useReaderActions(email);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The star follows a click at once; a failure puts it back.
  const [starred, setStarred] = useState(email.isStarred);
  const [saved, setSaved] = useState(email.isStarred);
  if (email.isStarred !== saved) {
    setSaved(email.isStarred);
    setStarred(email.isStarred);
  }
  const inTrash = email.folder === 'trash';
  const leaveAfter = (action: Promise<boolean>) =>
    void action.then((ok) => {
      if (ok) onDone();
    });

  return (
    <Group gap={4} wrap="wrap">
      <ActionIcon
        variant="subtle"
        color={starred ? 'yellow.8' : 'gray'}
        size="lg"
        aria-label={t('email.reader.star')}
        aria-pressed={starred}
        onClick={() => {
          const next = !starred;
          setStarred(next);
          void actions.setStarred(next).then((ok) => {
            if (!ok) setStarred(!next);
          });
        }}
      >
        {starred ? <IconStarFilled size={20} aria-hidden /> : <IconStar size={20} aria-hidden />}
      </ActionIcon>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('email.reader.labels')}>
            <IconTag size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {emailLabels.map((label) => (
            <Menu.Item
              key={label}
              leftSection={<span className={classes.dot} style={labelDotStyle(label)} />}
              rightSection={
                email.labels.includes(label) ? <IconCheck size={14} aria-hidden /> : null
              }
              onClick={() => void actions.toggleLabel(label)}
            >
              {t(`email.reader.labelNames.${label}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('email.reader.moveTo')}>
            <IconFolderSymlink size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {moveTargets
            .filter((folder) => folder !== email.folder)
            .map((folder) => (
              <Menu.Item key={folder} onClick={() => leaveAfter(actions.move(folder))}>
                {t(`email.reader.folderNames.${folder}`)}
              </Menu.Item>
            ))}
        </Menu.Dropdown>
      </Menu>
      <IconButton
        label={t('email.reader.markUnread')}
        onClick={() => leaveAfter(actions.markUnread())}
      >
        <IconMailOpened size={20} aria-hidden />
      </IconButton>
      <IconButton
        label={t(inTrash ? 'email.reader.deleteForever' : 'email.reader.delete')}
        onClick={() => (inTrash ? setConfirming(true) : leaveAfter(actions.move('trash')))}
      >
        <IconTrash size={20} aria-hidden />
      </IconButton>
      <ConfirmDialog
        opened={confirming}
        title={t('email.reader.confirmDelete.title')}
        message={t('email.reader.confirmDelete.message')}
        confirmLabel={t('email.reader.deleteForever')}
        danger
        loading={deleting}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setDeleting(true);
          void actions.deleteForever().then((ok) => {
            setDeleting(false);
            setConfirming(false);
            if (ok) onDone();
          });
        }}
      />
    </Group>
  );
}
