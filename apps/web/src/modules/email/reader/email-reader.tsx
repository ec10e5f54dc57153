import { Alert, Button, Divider, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconMailOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { EmailDetail } from '@beacon/contract/email';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ApiError } from '../../../lib/http';
import { useComposeStore } from '../compose/compose-store';
import { emailQuery } from '../email.queries';
import { MessageCard } from './message-card';
import { ReaderActions } from './reader-actions';
import { ReaderHeader } from './reader-header';
import { useReaderActions } from './use-reader-actions';

export interface EmailReaderProps {
  /** The mail to show (the `mail` search param of the e-mail route). */
  emailId: number;
  /** Back to the list (also after the open mail was moved or deleted). */
  onBack: () => void;
  /** Show another mail (previous / next chevrons). */
  onNavigate: (emailId: number) => void;
}

/**
 * One mail in place of the list: header with previous / next, its tools, the message with its
 * files, the thread's replies, and reply / reply all / forward. Opening an unread mail reads it.
 */
export function EmailReader({ emailId, onBack, onNavigate }: EmailReaderProps) {
  const { t } = useTranslation();
  const mail = useQuery(emailQuery(emailId));

  if (mail.isPending)
    return (
      <Stack p="md" gap="md" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={28} width="60%" />
        <Skeleton height={160} />
      </Stack>
    );
  if (mail.isError) {
    const gone = mail.error instanceof ApiError && mail.error.status === 404;
    return (
      <Stack p="md" gap="md">
        {gone ? (
          <Alert color="gray" icon={<IconMailOff />} title={t('email.reader.notFound')}>
            {t('email.reader.notFoundHint')}
          </Alert>
        ) : (
          <QueryErrorAlert
            message={t('email.reader.loadFailed')}
            onRetry={() => void mail.refetch()}
            retrying={mail.isFetching}
          />
        )}
        <Group>
          <Button variant="default" onClick={onBack}>
            {t('email.reader.back')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return <OpenMail email={mail.data} onBack={onBack} onNavigate={onNavigate} />;
}

function OpenMail(props: Omit<EmailReaderProps, 'emailId'> & { email: EmailDetail }) {
  const { email, onBack, onNavigate } = props;
  const { t } = useTranslation();
  const open = useComposeStore((store) => store.open);
  const { markRead } = useReaderActions(email);
  const [showReplies, setShowReplies] = useState(false);
  const repliesId = useId();
  // Read once per mail opened, not again after "Mark as unread" refreshes it.
  const readId = useRef<number | null>(null);
  useEffect(() => {
    if (readId.current === email.id) return;
    readId.current = email.id;
    if (!email.isRead) void markRead();
  }, [email.id, email.isRead, markRead]);

  const replies = email.replies.length;
  return (
    <Stack p="md" gap="md">
      <ReaderHeader email={email} onBack={onBack} onNavigate={onNavigate} />
      <Divider />
      <ReaderActions email={email} onDone={onBack} />
      <MessageCard email={email} />
      {replies > 0 && (
        <Stack gap="sm">
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={showReplies}
              aria-controls={repliesId}
              onClick={() => setShowReplies((s) => !s)}
            >
              {showReplies
                ? t('email.reader.hideReplies')
                : t('email.reader.showReplies', { count: replies })}
            </Button>
          </Group>
          <Stack id={repliesId} gap="sm" hidden={!showReplies}>
            {showReplies &&
              email.replies.map((reply) => <MessageCard key={reply.id} email={reply} />)}
          </Stack>
        </Stack>
      )}
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          onClick={() => open({ mode: 'reply', source: email })}
        >
          {t('email.reader.reply')}
        </Button>
        <Button variant="default" onClick={() => open({ mode: 'replyAll', source: email })}>
          {t('email.reader.replyAll')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconArrowForwardUp size={16} aria-hidden />}
          onClick={() => open({ mode: 'forward', source: email })}
        >
          {t('email.reader.forward')}
        </Button>
      </Group>
    </Stack>
  );
}
