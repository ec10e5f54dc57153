import {
  Accordion,
  Alert,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconMailSearch, IconMailX, IconRefresh } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../components/anchor-link';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { ApiError } from '../../lib/http';
import { useFormats } from '../../lib/format';
import { MailReader } from './mail-reader';
import { demoOutboxQuery } from './outbox.queries';

const route = getRouteApi('/_guest/outbox');

// A plain shape check: the server checks the address again and says when it is not one.
const looksLikeAddress = (text: string) => /^[^\s@]+@[^\s@]+$/.test(text);

/**
 * `/outbox` on a demo: a signed-out visitor reads the mail this demo kept for one address (a reset
 * link, an invitation), since a demo sends none. The address is in the URL, so a page that just
 * "sent" a mail can link straight to it.
 */
export function DemoOutboxPage() {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const { to = '' } = route.useSearch();
  const navigate = route.useNavigate();
  const [address, setAddress] = useState(to);
  const [invalid, setInvalid] = useState(false);
  const mail = useQuery({ ...demoOutboxQuery(to), enabled: to !== '' });
  const refused = mail.error instanceof ApiError ? mail.error.status : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = address.trim();
    if (!looksLikeAddress(trimmed)) return setInvalid(true);
    setInvalid(false);
    void navigate({ search: { to: trimmed }, replace: true });
  };

  return (
    <Paper withBorder shadow="md" radius="md" p={{ base: 'md', xs: 'xl' }} w="100%" maw={720}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz="h3">
            {t('outbox.demo.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('outbox.demo.subtitle')}
          </Text>
        </Stack>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('outbox.demo.address')}
              type="email"
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              value={address}
              onChange={(event) => {
                setAddress(event.currentTarget.value);
                setInvalid(false);
              }}
              error={invalid || refused === 400 ? t('outbox.demo.invalidAddress') : undefined}
              style={{ flex: '1 1 220px' }}
            />
            <Button
              type="submit"
              mt={{ base: 0, xs: 25 }}
              leftSection={<IconMailSearch size={16} aria-hidden />}
              w={{ base: '100%', xs: 'auto' }}
            >
              {t('outbox.demo.show')}
            </Button>
          </Group>
        </form>
        {refused === 404 ? (
          <Alert color="gray" variant="light" icon={<IconMailX size={20} aria-hidden />}>
            {t('outbox.demo.closed')}
          </Alert>
        ) : mail.isError && refused !== 400 ? (
          <QueryErrorAlert
            message={t('outbox.demo.loadFailed')}
            onRetry={() => void mail.refetch()}
            retrying={mail.isFetching}
          />
        ) : mail.data ? (
          <Stack gap="sm">
            <Group justify="space-between" gap="sm">
              <Text size="sm" role="status">
                {mail.data.mails.length === 0
                  ? t('outbox.demo.none', { address: to })
                  : t('outbox.demo.count', { count: mail.data.mails.length, address: to })}
              </Text>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={() => void mail.refetch()}
                loading={mail.isFetching}
              >
                {t('outbox.page.refresh')}
              </Button>
            </Group>
            {mail.data.mails.length > 0 && (
              <Accordion
                variant="separated"
                defaultValue={String(mail.data.mails[0]?.id)}
                key={mail.data.mails[0]?.id}
              >
                {mail.data.mails.map((one) => (
                  <Accordion.Item key={one.id} value={String(one.id)}>
                    <Accordion.Control>
                      <Text size="sm" fw={600} dir="auto" component="span" display="block">
                        {one.subject}
                      </Text>
                      <Text size="xs" c="dimmed" component="span" display="block">
                        {dateTime(new Date(one.createdAt))}
                      </Text>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <MailReader mail={one} headingOrder={3} />
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            )}
          </Stack>
        ) : null}
        <Group justify="center">
          <AnchorLink to="/login" fz="sm">
            {t('outbox.demo.backToLogin')}
          </AnchorLink>
        </Group>
      </Stack>
    </Paper>
  );
}
