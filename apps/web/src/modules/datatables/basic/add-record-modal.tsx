import '@mantine/dates/styles.css';
import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/format';
import { focusFirstInvalid, showServerErrors } from '../../../lib/form-errors';
import { dateAriaLabels } from '../date-aria-labels';
import { useAddRow } from '../datatables.queries';
import {
  recordFields,
  toRecordBody,
  validateRecord,
  type RecordFormValues,
} from './record-form-values';

const initialValues: RecordFormValues = {
  full_name: '',
  post: '',
  email: '',
  start_date: '',
  salary: '',
};

/**
 * "New Record": invalid input is marked on its fields and nothing is sent; the API's 400 field
 * messages land on the same fields. On success the tables reload and a toast says so.
 */
export function AddRecordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { currency } = useFormats();
  const add = useAddRow();
  const form = useForm<RecordFormValues>({
    initialValues,
    validate: (values) => validateRecord(values, t),
  });

  const submit = form.onSubmit((values) => {
    const body = toRecordBody(values);
    if (!body) return;
    add.mutate(body, {
      onSuccess: ({ row }) => {
        notifications.show({
          color: 'green',
          title: t('datatables.add.done'),
          message: t('datatables.add.doneMessage', { name: row.full_name }),
        });
        onClose();
      },
      onError: (error) => {
        if (!showServerErrors(error, form, { field: recordFields }))
          notifications.show({
            color: 'red',
            title: t('datatables.add.failed'),
            message: t('datatables.add.failedMessage'),
          });
      },
    });
  }, focusFirstInvalid(form));

  return (
    <Modal opened onClose={onClose} title={t('datatables.add.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('datatables.columns.full_name')}
            placeholder={t('datatables.add.placeholders.full_name')}
            withAsterisk
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('full_name')}
          />
          <TextInput
            label={t('datatables.columns.post')}
            placeholder={t('datatables.add.placeholders.post')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('post')}
          />
          <TextInput
            type="email"
            label={t('datatables.columns.email')}
            placeholder={t('datatables.add.placeholders.email')}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <DatePickerInput
            label={t('datatables.add.joiningDate')}
            valueFormat="YYYY-MM-DD"
            withAsterisk
            ariaLabels={dateAriaLabels(t)}
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('start_date')}
            value={form.values.start_date || null}
            onChange={(day) => form.setFieldValue('start_date', day ?? '')}
          />
          <NumberInput
            label={t('datatables.columns.salary')}
            placeholder={t('datatables.add.placeholders.salary')}
            withAsterisk
            min={0}
            decimalScale={2}
            leftSection={<Text size="sm">{currency}</Text>}
            {...form.getInputProps('salary')}
          />
          <Group mt="md" gap="sm">
            <Button type="submit" loading={add.isPending}>
              {t('datatables.add.submit')}
            </Button>
            <Button variant="default" onClick={onClose} disabled={add.isPending}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
