import { Badge, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ChatContact, ChatSummary } from '@beacon/contract/chat';
import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PresenceAvatar } from './presence-avatar';
import classes from './chat.module.css';
import { useChatTime } from './use-chat-time';

/** The last message's text; "Picture" or the file's name when it has none. */
function lastMessageText({ lastMessage }: ChatSummary, picture: string): string {
  if (lastMessage.message !== '' || !lastMessage.file) return lastMessage.message;
  return lastMessage.file.isImage ? picture : lastMessage.file.name;
}

interface ChatEntryProps {
  contact: ChatContact;
  /** Given in the "Chats" list: the last message, its time and the unseen count. */
  chat?: ChatSummary;
  active: boolean;
  /** Called after the link is followed (the drawer version closes itself). */
  onNavigate?: () => void;
}

/**
 * One person in the sidebar, a link to `?contact=<id>` (the router marks the open one current).
 * Its name says who, their presence and the unseen count; the second line (the last message in
 * "Chats", the about text in "Contacts") is its description.
 */
export function ChatEntry({ contact, chat, active, onNavigate }: ChatEntryProps) {
  const { t } = useTranslation();
  const time = useChatTime();
  const descriptionId = useId();
  const unseen = chat?.unseenMsgs ?? 0;
  const status = t(`chat.status.${contact.status}`);
  const second = chat ? lastMessageText(chat, t('chat.file.picture')) : contact.about;
  const label =
    unseen > 0
      ? t('chat.list.entryUnseen', { name: contact.fullName, status, count: unseen })
      : t('chat.list.entry', { name: contact.fullName, status });
  return (
    <li>
      <Link
        to="/apps/chat"
        search={{ contact: contact.id }}
        className={classes.entry}
        aria-label={label}
        aria-describedby={second ? descriptionId : undefined}
        onClick={onNavigate}
      >
        <PresenceAvatar name={contact.fullName} src={contact.avatar} status={contact.status} />
        <span className={classes.entryText}>
          {/* Names and messages keep their own direction: English stays whole in the Arabic UI. */}
          <Text span size="sm" fw={600} className={classes.line} dir="auto">
            {contact.fullName}
          </Text>
          {second && (
            <Text
              span
              size="xs"
              id={descriptionId}
              className={clsx(classes.line, classes.muted)}
              dir="auto"
            >
              {second}
            </Text>
          )}
        </span>
        {chat && (
          <span className={classes.entryMeta}>
            <Text span size="xs" className={classes.muted}>
              <time dateTime={chat.lastMessage.time}>{time.short(chat.lastMessage.time)}</time>
            </Text>
            {unseen > 0 && (
              // White on the active (filled) entry, filled elsewhere: light badges fail contrast.
              <Badge
                variant={active ? 'white' : 'filled'}
                size="sm"
                circle={unseen < 10}
                aria-hidden
              >
                {unseen}
              </Badge>
            )}
          </span>
        )}
      </Link>
    </li>
  );
}
