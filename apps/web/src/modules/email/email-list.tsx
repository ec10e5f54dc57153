import type { Email } from '@beacon/contract/email';
import { useTranslation } from 'react-i18next';
import { EmailRow, type EmailRowProps } from './email-row';
import classes from './email.module.css';

interface EmailListProps extends Omit<EmailRowProps, 'email' | 'selected' | 'focused'> {
  emails: Email[];
  selected: ReadonlySet<number>;
  focusEmailId: number | undefined;
}

/** The mails of the page as a list named "Emails", newest first. */
export function EmailList({ emails, selected, focusEmailId, ...rowProps }: EmailListProps) {
  const { t } = useTranslation();
  return (
    <ul className={classes.list} aria-label={t('email.list.label')}>
      {emails.map((email) => (
        <EmailRow
          key={email.id}
          email={email}
          selected={selected.has(email.id)}
          focused={email.id === focusEmailId}
          {...rowProps}
        />
      ))}
    </ul>
  );
}
