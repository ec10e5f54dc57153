import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { InvoiceClientBody, InvoiceClientRecord } from '@beacon/contract/invoice';
import { useTranslation } from 'react-i18next';
import { otherMessages, showServerErrors } from '../../../lib/form-errors';
import { useCreateClient } from '../invoice.queries';
import { emptyClient } from './invoice-form-values';
import { checkClient } from './invoice-validation';
import { invoiceMessage, invoiceServerErrors } from './invoice-server-errors';

interface ClientFormProps {
  onCreated: (client: InvoiceClientRecord) => void;
  onCancel: () => void;
}

const fields = ['name', 'company', 'companyEmail', 'address', 'country', 'contact'] as const;
const isField = (path: string) => fields.some((field) => field === path);

/** The "Add new client" form: checked with the contract's schema, saved as a stored client. */
export function ClientForm({ onCreated, onCancel }: ClientFormProps) {
  const { t } = useTranslation();
  const create = useCreateClient();
  const form = useForm<InvoiceClientBody>({
    initialValues: { ...emptyClient },
    validate: (values) => checkClient(values, t).errors,
  });

  const submit = form.onSubmit(
    (values) => {
      const { body } = checkClient(values, t);
      if (!body) return;
      create.mutate(body, {
        onSuccess: (client) => {
          notifications.show({
            color: 'green',
            title: t('invoice.client.added'),
            message: t('invoice.client.addedMessage', { name: client.name }),
          });
          onCreated(client);
        },
        onError: (error) => {
          const options = invoiceServerErrors(t, isField);
          const shown = showServerErrors(error, form, options);
          const other = otherMessages(error, options, invoiceMessage(t));
          if (!shown || other.length)
            notifications.show({
              color: 'red',
              title: t('invoice.client.addFailed'),
              message: other.join(' ') || t('invoice.editor.tryAgain'),
            });
        },
      });
    },
    (errors) => {
      const first = fields.find((field) => field in errors);
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('invoice.client.name')}
          withAsterisk
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('invoice.client.company')}
          autoComplete="off"
          {...form.getInputProps('company')}
        />
        <TextInput
          type="email"
          label={t('invoice.client.email')}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('companyEmail')}
        />
        <TextInput
          label={t('invoice.client.address')}
          autoComplete="off"
          {...form.getInputProps('address')}
        />
        <TextInput
          label={t('invoice.client.country')}
          autoComplete="off"
          {...form.getInputProps('country')}
        />
        <TextInput
          type="tel"
          label={t('invoice.client.contact')}
          autoComplete="off"
          {...form.getInputProps('contact')}
        />
        <Group mt="md" gap="sm">
          <Button type="submit" loading={create.isPending}>
            {t('invoice.client.save')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
