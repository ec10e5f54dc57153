import { Group, Paper, Stack, Text, Typography } from '@mantine/core';
import type { EmailAddress, EmailReply } from '@beacon/contract/email';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import { AttachmentList } from './attachment-list';
import { messageHtml } from './safe-links';

const names = (people: EmailAddress[]) => people.map((p) => p.name || p.email).join(', ');

/** One message of a thread: who wrote it to whom and when, its body and its files. */
export function MessageCard({ email }: { email: EmailReply }) {
  const { t, i18n } = useTranslation();
  const html = useMemo(() => messageHtml(email.message), [email.message]);
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(email.time));
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        {/* The date goes under the sender when both do not fit on one line (360 px). */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <UserAvatar
              name={email.from.name || email.from.email}
              src={email.from.avatar}
              decorative
            />
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} dir="auto">
                {email.from.name || email.from.email}
              </Text>
              {email.from.name && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  <Text span inherit dir="ltr">
                    {email.from.email}
                  </Text>
                </Text>
              )}
              <Text size="xs" c="dimmed" dir="auto">
                {t('email.reader.to', { names: names(email.to) })}
                {email.cc.length > 0 && ` · ${t('email.reader.cc', { names: names(email.cc) })}`}
                {email.bcc.length > 0 && ` · ${t('email.reader.bcc', { names: names(email.bcc) })}`}
              </Text>
            </div>
          </Group>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            <time dateTime={email.time}>{when}</time>
          </Text>
        </Group>
        <Typography>
          {/* Sanitised by DOMPurify (messageHtml) here, and by the API where it was stored. */}
          <div dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
        </Typography>
        {email.attachments.length > 0 && <AttachmentList attachments={email.attachments} />}
      </Stack>
    </Paper>
  );
}
