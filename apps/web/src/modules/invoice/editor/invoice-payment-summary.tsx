import { Group, Stack, Text } from '@mantine/core';
import type { InvoiceDetail } from '@beacon/contract/invoice';
import { toCents } from '@beacon/contract/invoice-values';
import { useTranslation } from 'react-i18next';
// The preview's badge: a status looks the same on both pages.
import { InvoiceStatusBadge } from '../document/invoice-status-badge';
import { useFormatCents } from './use-format-money';

/** The stored invoice's state while it is edited: the status, what is paid and what is left. */
export function InvoicePaymentSummary({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const money = useFormatCents();
  const rows = [
    { label: t('invoice.editor.paid'), value: money(toCents(invoice.paid)) },
    { label: t('invoice.editor.balance'), value: money(toCents(invoice.balance)) },
  ];
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('invoice.editor.status')}</Text>
        <InvoiceStatusBadge status={invoice.invoiceStatus} />
      </Group>
      {rows.map((row) => (
        <Group key={row.label} justify="space-between" gap="xs">
          <Text size="sm">{row.label}</Text>
          <Text size="sm" fw={600}>
            <bdi dir="ltr">{row.value}</bdi>
          </Text>
        </Group>
      ))}
      <Text size="xs" c="dimmed">
        {t('invoice.editor.paidHint')}
      </Text>
    </Stack>
  );
}
