import { ActionIcon, Checkbox, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconPaperclip, IconStar, IconStarFilled } from '@tabler/icons-react';
import type { Email } from '@beacon/contract/email';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../components/user-avatar';
import { labelDotStyle } from './email-colors';
import { firstLine } from './email-text';
import classes from './email.module.css';
import { useFormatEmailTime } from './use-format-email-time';

export interface EmailRowProps {
  email: Email;
  selected: boolean;
  /** Takes the focus when shown: back from the reader, the keyboard goes on from this mail. */
  focused: boolean;
  onFocused: () => void;
  onSelect: (email: Email, selected: boolean) => void;
  onOpen: (email: Email) => void;
  /** Saves the star's new state; `revert` puts it back when that fails. */
  onStar: (email: Email, starred: boolean, revert: () => void) => void;
}

/** Whom a row names: the sender, or the recipients of the user's own sent mail and drafts. */
function personOf(
  email: Email,
  t: TFunction,
): { name: string; avatarName: string; avatar?: string } {
  if (email.folder !== 'sent' && email.folder !== 'draft') {
    const name = email.from.name || email.from.email;
    return { name, avatarName: name, avatar: email.from.avatar };
  }
  const names = email.to.map((to) => to.name || to.email);
  return {
    name:
      names.length > 0
        ? t('email.list.to', { names: names.join(', ') })
        : t('email.list.noRecipient'),
    avatarName: names[0] ?? '',
  };
}

/**
 * One mail: its checkbox (named by the subject), the star, the sender's avatar, the main part (a
 * button that opens the mail, whose click area covers the row: sender, subject and the message's
 * first line), then label dots, an attachment clip and the time.
 */
export function EmailRow(props: EmailRowProps) {
  const { email, selected, focused, onFocused, onSelect, onOpen, onStar } = props;
  const { t, i18n } = useTranslation();
  const formatTime = useFormatEmailTime();
  const person = personOf(email, t);
  const subject = email.subject || t('email.list.noSubject');
  const excerpt = useMemo(() => firstLine(email.message), [email.message]);
  const unread = !email.isRead;
  const main = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focused) return;
    main.current?.focus();
    onFocused();
  }, [focused, onFocused]);
  // The star follows a click at once; the list's reload confirms it, a failure puts it back.
  const [starred, setStarred] = useState(email.isStarred);
  const [saved, setSaved] = useState(email.isStarred);
  if (email.isStarred !== saved) {
    setSaved(email.isStarred);
    setStarred(email.isStarred);
  }
  const labelNames = new Intl.ListFormat(i18n.language, { style: 'short', type: 'unit' }).format(
    email.labels.map((label) => t(`email.labels.${label}`)),
  );
  return (
    <li className={classes.row} data-selected={selected || undefined}>
      <Checkbox
        className={classes.control}
        checked={selected}
        onChange={(event) => onSelect(email, event.currentTarget.checked)}
        aria-label={t('email.list.select', { subject })}
      />
      <ActionIcon
        className={classes.control}
        variant="subtle"
        color={starred ? 'yellow.8' : 'gray'}
        aria-label={t('email.list.star')}
        aria-pressed={starred}
        onClick={() => {
          const next = !starred;
          setStarred(next);
          onStar(email, next, () => setStarred(!next));
        }}
      >
        {starred ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
      </ActionIcon>
      <div className={classes.avatar}>
        <UserAvatar name={person.avatarName} src={person.avatar} size="md" decorative />
      </div>
      <UnstyledButton ref={main} className={classes.main} onClick={() => onOpen(email)}>
        {unread && <VisuallyHidden>{t('email.list.unread')}</VisuallyHidden>}
        {/* Names and subjects keep their own direction: English ones stay whole in the Arabic UI. */}
        <Text span size="sm" fw={unread ? 700 : 500} className={classes.line} dir="auto">
          {person.name}
        </Text>
        <Text span size="sm" className={classes.line} dir="auto">
          <Text span inherit fw={unread ? 700 : 400} dir="auto">
            {subject}
          </Text>
          {excerpt && (
            <Text span inherit c="dimmed" dir="auto">
              {' – '}
              {excerpt}
            </Text>
          )}
        </Text>
      </UnstyledButton>
      <div className={classes.meta}>
        <Text span size="xs" c="dimmed" fw={unread ? 700 : 400}>
          <time dateTime={email.time}>{formatTime(email.time)}</time>
        </Text>
        {(email.labels.length > 0 || email.attachments.length > 0) && (
          <span className={classes.icons}>
            {email.labels.map((label) => (
              <span key={label} className={classes.dot} style={labelDotStyle(label)} />
            ))}
            {email.labels.length > 0 && (
              <VisuallyHidden>{t('email.list.labels', { names: labelNames })}</VisuallyHidden>
            )}
            {email.attachments.length > 0 && (
              <>
                <IconPaperclip size={14} aria-hidden />
                <VisuallyHidden>{t('email.list.attachments')}</VisuallyHidden>
              </>
            )}
          </span>
        )}
      </div>
    </li>
  );
}
