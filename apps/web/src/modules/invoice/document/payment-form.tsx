import { Button, Group, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { InvoiceDetail } from '@beacon/contract/invoice';
import {
  invoiceMessages,
  paymentMethods,
  type PaymentMethod,
  toCents,
} from '@beacon/contract/invoice-values';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/format';
import { showServerErrors } from '../../../lib/form-errors';
import { useAddPayment } from '../invoice.queries';
import { todayIso } from './invoice-format';
import { useInvoiceFormat } from './use-invoice-format';

interface PaymentValues {
  amount: number | string;
  date: string;
  method: PaymentMethod | null;
  /** Internal: the API has no field for it, so it stays in the form. */
  note: string;
}

const fields = ['amount', 'date', 'method'] as const;

/** Add Payment: the balance is the default amount; the API refuses more than the balance. */
export function PaymentForm({ invoice, onDone }: { invoice: InvoiceDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const { ltrInText } = useFormats();
  const add = useAddPayment();
  const overBalance = () =>
    t('invoice.payment.errors.overBalance', {
      balance: ltrInText(format.money(invoice.balance)),
    });
  // The API stores whole cents: less than one is no payment.
  const tooSmall = () => t('invoice.payment.errors.amount', { min: ltrInText(format.money(0.01)) });
  const form = useForm<PaymentValues>({
    initialValues: { amount: invoice.balance, date: todayIso(), method: 'Bank Transfer', note: '' },
    validate: {
      amount: (amount) =>
        typeof amount !== 'number' || !(toCents(amount) >= 1)
          ? tooSmall()
          : amount > invoice.balance
            ? overBalance()
            : null,
      date: (date) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? null : t('invoice.payment.errors.date')),
      method: (method) => (method ? null : t('invoice.payment.errors.method')),
    },
  });

  const submit = form.onSubmit(({ amount, date, method }) => {
    if (typeof amount !== 'number' || !method) return;
    add.mutate(
      { id: invoice.id, body: { amount, date, method } },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: t('invoice.payment.done'),
            message: t('invoice.payment.doneMessage', {
              amount: ltrInText(format.money(amount)),
              id: invoice.id,
            }),
          });
          onDone();
        },
        onError: (error) => {
          // The amount's two rules, in the reader's language; any other message as sent.
          const message = (text: string, field: string) =>
            field !== 'amount'
              ? text
              : text === invoiceMessages.overBalance
                ? overBalance()
                : text === invoiceMessages.amountTooSmall
                  ? tooSmall()
                  : text;
          if (!showServerErrors(error, form, { field: fields, message }))
            notifications.show({
              color: 'red',
              title: t('invoice.payment.failed'),
              message: t('invoice.payment.failedMessage'),
            });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('invoice.payment.balance')}
          value={format.money(invoice.balance)}
          // Left to right in every language: in a right-to-left line Arabic's "US$" splits apart.
          dir="ltr"
          readOnly
          variant="filled"
        />
        <NumberInput
          label={t('invoice.payment.amount')}
          withAsterisk
          min={0}
          max={invoice.balance}
          decimalScale={2}
          allowNegative={false}
          hideControls
          {...form.getInputProps('amount')}
        />
        <TextInput
          type="date"
          label={t('invoice.payment.date')}
          withAsterisk
          {...form.getInputProps('date')}
        />
        <Select
          label={t('invoice.payment.method')}
          withAsterisk
          allowDeselect={false}
          data={paymentMethods.map((method) => ({
            value: method,
            label: t(`invoice.payment.methods.${method}`),
          }))}
          {...form.getInputProps('method')}
        />
        <Textarea
          label={t('invoice.payment.note')}
          description={t('invoice.payment.noteHint')}
          resize="vertical"
          rows={3}
          {...form.getInputProps('note')}
        />
        <Group mt="md" gap="sm">
          <Button type="submit" loading={add.isPending}>
            {t('invoice.payment.submit')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={add.isPending}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
