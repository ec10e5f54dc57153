import { Badge, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconLink } from '@tabler/icons-react';
import type { InvoiceDetail } from '@beacon/contract/invoice';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/format';
import { showServerErrors } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useSendInvoice } from '../invoice.queries';
import { useInvoiceFormat } from './use-invoice-format';

interface SendValues {
  to: string;
  subject: string;
  message: string;
}

const fields = ['to', 'subject', 'message'] as const;
// The API's rule is zod's e-mail check; this catches the obvious slips before a round trip.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** Send Invoice: to the client's company e-mail by default, from the signed-in user. */
export function SendForm({ invoice, onDone }: { invoice: InvoiceDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const { ltrInText } = useFormats();
  const from = useSession((state) => state.userData?.email ?? '');
  const send = useSendInvoice();
  const form = useForm<SendValues>({
    initialValues: {
      to: invoice.client.companyEmail,
      subject: t('invoice.send.subjectDefault', { id: invoice.id }),
      message: t('invoice.send.messageDefault', {
        name: invoice.client.name,
        id: invoice.id,
        amount: ltrInText(format.money(invoice.total)),
        due: format.date(invoice.dueOn),
      }),
    },
    validate: {
      to: (to) => (looksLikeEmail(to) ? null : t('invoice.send.errors.to')),
      subject: (subject) => (subject.trim() ? null : t('invoice.send.errors.subject')),
    },
  });

  const submit = form.onSubmit((values) => {
    const body = { to: values.to.trim(), subject: values.subject.trim(), message: values.message };
    send.mutate(
      { id: invoice.id, body },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: t('invoice.send.done'),
            message: t('invoice.send.doneMessage', { id: invoice.id, to: ltrInText(body.to) }),
          });
          onDone();
        },
        onError: (error) => {
          if (!showServerErrors(error, form, { field: fields }))
            notifications.show({
              color: 'red',
              title: t('invoice.send.failed'),
              message: t('invoice.send.failedMessage'),
            });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('invoice.send.from')} value={from} readOnly variant="filled" />
        <TextInput
          type="email"
          label={t('invoice.send.to')}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('to')}
        />
        <TextInput
          label={t('invoice.send.subject')}
          withAsterisk
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t('invoice.send.message')}
          resize="vertical"
          rows={8}
          {...form.getInputProps('message')}
        />
        <Badge
          // The default variant keeps the text colour: readable in every skin.
          variant="default"
          size="lg"
          radius="sm"
          leftSection={<IconLink size={14} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('invoice.send.linked')}
        </Badge>
        <Group mt="md" gap="sm">
          <Button type="submit" loading={send.isPending}>
            {t('invoice.send.submit')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={send.isPending}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
