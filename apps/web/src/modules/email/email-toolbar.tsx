import { ActionIcon, Group, Menu, Text, Tooltip } from '@mantine/core';
import {
  IconFolderSymlink,
  IconMail,
  IconMailOpened,
  IconStar,
  IconStarOff,
  IconTag,
  IconTrash,
  IconTrashX,
  type Icon,
} from '@tabler/icons-react';
import type { Email } from '@beacon/contract/email';
import { type EmailFolder, emailLabels } from '@beacon/contract/email-values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { labelDotStyle } from './email-colors';
import classes from './email.module.css';
import { useEmailActions } from './use-email-actions';
import type { EmailFolderView } from './use-email-view';

/** The folders the toolbar moves mail to (not Draft: drafts are written). */
const moveTargets: EmailFolder[] = ['inbox', 'spam', 'trash'];

// Names show on hover and on keyboard focus alike.
const tooltipEvents = { hover: true, focus: true, touch: false };

interface ToolButtonProps {
  label: string;
  icon: Icon;
  onClick?: () => void;
  color?: string;
}

function ToolButton({ label, icon: ButtonIcon, onClick, color }: ToolButtonProps) {
  return (
    <Tooltip label={label} events={tooltipEvents} openDelay={300}>
      <ActionIcon
        variant="subtle"
        color={color ?? 'gray'}
        size="lg"
        aria-label={label}
        onClick={onClick}
      >
        <ButtonIcon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

interface EmailToolbarProps {
  /** The selected mails (at least one). */
  emails: Email[];
  /** The sidebar folder shown; none in a label view. */
  folder: EmailFolderView | undefined;
  /** After a move or a deletion, whose mails leave the view. */
  onRemoved: () => void;
}

/**
 * What can be done with the selected mails: read state, star, move, labels, and delete (to the
 * trash, or for good from the trash after a confirmation).
 */
export function EmailToolbar({ emails, folder, onRemoved }: EmailToolbarProps) {
  const { t } = useTranslation();
  const actions = useEmailActions();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const inTrash = folder === 'trash';
  const allStarred = emails.every((email) => email.isStarred);

  const move = async (target: EmailFolder) => {
    if (await actions.move(emails, target)) onRemoved();
  };
  const deleteForever = async () => {
    setDeleting(true);
    const done = await actions.deleteForever(emails);
    setDeleting(false);
    setConfirming(false);
    if (done) onRemoved();
  };

  return (
    <Group role="toolbar" aria-label={t('email.toolbar.label')} gap={4} wrap="wrap">
      <Text size="sm" c="dimmed" me="xs" className={classes.wideOnly}>
        {t('email.toolbar.selected', { count: emails.length })}
      </Text>
      <ToolButton
        label={t('email.toolbar.markRead')}
        icon={IconMailOpened}
        onClick={() => void actions.setRead(emails, true)}
      />
      <ToolButton
        label={t('email.toolbar.markUnread')}
        icon={IconMail}
        onClick={() => void actions.setRead(emails, false)}
      />
      <ToolButton
        label={t(allStarred ? 'email.toolbar.unstar' : 'email.toolbar.star')}
        icon={allStarred ? IconStarOff : IconStar}
        onClick={() => void actions.setStarred(emails, !allStarred)}
      />
      <Menu position="bottom-start">
        <Tooltip label={t('email.toolbar.moveTo')} events={tooltipEvents} openDelay={300}>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('email.toolbar.moveTo')}
            >
              <IconFolderSymlink size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
        </Tooltip>
        <Menu.Dropdown>
          {moveTargets
            .filter((target) => target !== folder)
            .map((target) => (
              <Menu.Item key={target} onClick={() => void move(target)}>
                {t(`email.folders.${target}`)}
              </Menu.Item>
            ))}
        </Menu.Dropdown>
      </Menu>
      <Menu position="bottom-start">
        <Tooltip label={t('email.toolbar.labels')} events={tooltipEvents} openDelay={300}>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('email.toolbar.labels')}
            >
              <IconTag size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
        </Tooltip>
        <Menu.Dropdown>
          {emailLabels.map((label) => (
            <Menu.Item
              key={label}
              leftSection={<span className={classes.dot} style={labelDotStyle(label)} />}
              onClick={() => void actions.toggleLabel(emails, label)}
            >
              {t(`email.labels.${label}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {inTrash ? (
        <ToolButton
          label={t('email.toolbar.deleteForever')}
          icon={IconTrashX}
          color="red.9"
          onClick={() => setConfirming(true)}
        />
      ) : (
        <ToolButton
          label={t('email.toolbar.delete')}
          icon={IconTrash}
          onClick={() => void move('trash')}
        />
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('email.confirm.title')}
        message={t('email.confirm.message', { count: emails.length })}
        confirmLabel={t('email.toolbar.deleteForever')}
        danger
        loading={deleting}
        onConfirm={() => void deleteForever()}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
}
