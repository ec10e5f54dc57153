import { Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { OutboxMail } from '@beacon/contract/outbox';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/format';
import { MailHtmlFrame } from './mail-html-frame';
import { MailText } from './mail-text';

/** One kept mail: who sent it to whom and when, then its HTML and its text, a tab each. */
export function MailReader({ mail, headingOrder = 2 }: { mail: OutboxMail; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  return (
    <Stack gap="sm">
      <Title order={headingOrder} fz="h4" dir="auto" style={{ overflowWrap: 'anywhere' }}>
        {mail.subject}
      </Title>
      <Stack gap={2}>
        <Text size="sm">
          {t('outbox.reader.from')} <bdi>{mail.from}</bdi>
        </Text>
        <Text size="sm">
          {t('outbox.reader.to')} <bdi>{mail.to}</bdi>
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {dateTime(new Date(mail.createdAt))}
          </Text>
          <Badge variant="light" color="gray">
            {t(`outbox.kinds.${mail.kind}`, { defaultValue: mail.kind })}
          </Badge>
        </Group>
      </Stack>
      <Tabs defaultValue="html" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="html">{t('outbox.reader.html')}</Tabs.Tab>
          <Tabs.Tab value="text">{t('outbox.reader.text')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="sm">
          <MailHtmlFrame html={mail.html} subject={mail.subject} />
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="sm">
          <MailText text={mail.text} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
