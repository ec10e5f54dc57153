import { Text, VisuallyHidden } from '@mantine/core';
import type { ChatContact, ChatMessage } from '@beacon/contract/chat';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../components/user-avatar';
import { ChatFileView } from './chat-file';
import { groupMessages } from './group-messages';
import classes from './chat.module.css';
import { useChatTime } from './use-chat-time';

interface ChatLogProps {
  contact: ChatContact;
  messages: readonly ChatMessage[];
  me: { id: number; fullName: string; avatar?: string | null };
}

/**
 * The messages, oldest first, grouped by sender with the time under each group; the user's own on
 * the other side. Plain text only (React escapes it), line breaks kept; a message's picture or file
 * above its text. It scrolls to the newest
 * message when it opens and when one arrives.
 */
export function ChatLog({ contact, messages, me }: ChatLogProps) {
  const { t } = useTranslation();
  const time = useChatTime();
  const log = useRef<HTMLDivElement>(null);
  const groups = useMemo(() => groupMessages(messages), [messages]);

  // Whether the newest message is in view: a resize (a narrower window, the composer growing)
  // keeps it there, but does not pull a reader away from older messages.
  const atEnd = useRef(true);

  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    atEnd.current = true;
  }, [contact.id, messages.length]);

  useEffect(() => {
    const element = log.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (atEnd.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={log}
      className={classes.log}
      role="log"
      aria-label={t('chat.log.label', { name: contact.fullName })}
      // Focusable, so the keyboard can scroll the history.
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < 8;
      }}
    >
      {groups.length === 0 && (
        <Text size="sm" ta="center" className={classes.muted} py="xl">
          {t('chat.log.empty', { name: contact.fullName })}
        </Text>
      )}
      {groups.map((group) => {
        const own = group.senderId === me.id;
        const sender = own ? me : contact;
        const last = group.messages.at(-1);
        return (
          <div key={group.key} className={classes.group} data-own={own || undefined}>
            <UserAvatar name={sender.fullName} src={sender.avatar} size="sm" decorative />
            <div className={classes.bubbles}>
              {/* Who wrote, for screen readers; the side and colour show it on screen. */}
              <VisuallyHidden>
                {own ? t('chat.log.you') : t('chat.log.from', { name: contact.fullName })}
              </VisuallyHidden>
              {group.messages.map((message, index) => (
                <Fragment key={index}>
                  {message.file && <ChatFileView file={message.file} />}
                  {message.message !== '' && (
                    <p className={classes.bubble} dir="auto">
                      {message.message}
                    </p>
                  )}
                </Fragment>
              ))}
              {last && (
                <Text span size="xs" className={classes.muted}>
                  <time dateTime={last.time}>{time.long(last.time)}</time>
                </Text>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
