import { notifications } from '@mantine/notifications';
import type { Email } from '@beacon/contract/email';
import type { EmailFolder, EmailLabel } from '@beacon/contract/email-values';
import { useTranslation } from 'react-i18next';
import {
  type EmailChanges,
  useDeleteEmailsForGood,
  useToggleEmailsLabel,
  useUpdateEmails,
} from './email.queries';

const idsOf = (emails: Email[]) => emails.map((email) => email.id);

// Counted strings are `key_one` plus a bare `key` for every other count, in all five languages:
// the files must carry the same keys (locales.test.ts), and the bare key is where i18next falls
// back for Arabic's two, few and many, which the Arabic text words to suit any number.

/**
 * The toolbar's bulk actions on the selected mails. Each says what it did in a toast, or in a red
 * one that it failed (the selection stays, so the user can try again); each resolves to whether
 * it succeeded. The lists reload either way (email.queries).
 */
export function useEmailActions() {
  const { t } = useTranslation();
  const update = useUpdateEmails();
  const label = useToggleEmailsLabel();
  const remove = useDeleteEmailsForGood();

  async function run(action: Promise<unknown>, done: string): Promise<boolean> {
    try {
      await action;
      notifications.show({ color: 'green', message: done });
      return true;
    } catch {
      notifications.show({
        color: 'red',
        title: t('email.toast.failed'),
        message: t('email.toast.tryAgain'),
      });
      return false;
    }
  }
  const change = (emails: Email[], dataToUpdate: EmailChanges, done: string) =>
    run(update.mutateAsync({ emailIds: idsOf(emails), dataToUpdate }), done);

  return {
    setRead: (emails: Email[], isRead: boolean) =>
      change(
        emails,
        { isRead },
        t(isRead ? 'email.toast.read' : 'email.toast.unread', { count: emails.length }),
      ),
    setStarred: (emails: Email[], isStarred: boolean) =>
      change(
        emails,
        { isStarred },
        t(isStarred ? 'email.toast.starred' : 'email.toast.unstarred', { count: emails.length }),
      ),
    move: (emails: Email[], folder: EmailFolder) =>
      change(
        emails,
        { folder },
        t('email.toast.moved', { count: emails.length, folder: t(`email.folders.${folder}`) }),
      ),
    /** The API switches the label per mail: added where missing, removed where present. */
    toggleLabel: (emails: Email[], which: EmailLabel) => {
      const having = emails.filter((email) => email.labels.includes(which)).length;
      const key =
        having === 0
          ? 'email.toast.labelAdded'
          : having === emails.length
            ? 'email.toast.labelRemoved'
            : 'email.toast.labelToggled';
      return run(
        label.mutateAsync({ emailIds: idsOf(emails), label: which }),
        t(key, { count: emails.length, label: t(`email.labels.${which}`) }),
      );
    },
    deleteForever: (emails: Email[]) =>
      run(remove.mutateAsync(idsOf(emails)), t('email.toast.deleted', { count: emails.length })),
  };
}
