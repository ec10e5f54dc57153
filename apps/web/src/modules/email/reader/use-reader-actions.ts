import { notifications } from '@mantine/notifications';
import type { Email } from '@beacon/contract/email';
import type { EmailFolder, EmailLabel } from '@beacon/contract/email-values';
import { useTranslation } from 'react-i18next';
import {
  type EmailChanges,
  useDeleteEmailsForGood,
  useToggleEmailsLabel,
  useUpdateEmails,
} from '../email.queries';

/**
 * What the reader does to its one mail. Each says what it did in a toast, or in a red one that it
 * failed, and resolves to whether it succeeded (the reader leaves for the list only then).
 */
export function useReaderActions(email: Email) {
  const { t } = useTranslation();
  const update = useUpdateEmails();
  const label = useToggleEmailsLabel();
  const remove = useDeleteEmailsForGood();
  const ids = [email.id];

  async function run(action: Promise<unknown>, done?: string): Promise<boolean> {
    try {
      await action;
      if (done) notifications.show({ color: 'green', message: done });
      return true;
    } catch {
      notifications.show({
        color: 'red',
        title: t('email.reader.toast.failed'),
        message: t('email.reader.toast.tryAgain'),
      });
      return false;
    }
  }
  const change = (dataToUpdate: EmailChanges, done?: string) =>
    run(update.mutateAsync({ emailIds: ids, dataToUpdate }), done);

  return {
    markRead: () => change({ isRead: true }),
    markUnread: () => change({ isRead: false }, t('email.reader.toast.unread')),
    setStarred: (isStarred: boolean) => change({ isStarred }),
    move: (folder: EmailFolder) =>
      change(
        { folder },
        t('email.reader.toast.moved', { folder: t(`email.reader.folderNames.${folder}`) }),
      ),
    toggleLabel: (which: EmailLabel) =>
      run(
        label.mutateAsync({ emailIds: ids, label: which }),
        t(
          email.labels.includes(which)
            ? 'email.reader.toast.labelRemoved'
            : 'email.reader.toast.labelAdded',
          { label: t(`email.reader.labelNames.${which}`) },
        ),
      ),
    deleteForever: () => run(remove.mutateAsync(ids), t('email.reader.toast.deleted')),
  };
}
