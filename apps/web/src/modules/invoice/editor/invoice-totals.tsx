import { Group, Stack, Text } from '@mantine/core';
import type { InvoiceTotals as Totals } from '@beacon/contract/invoice-values';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatCents } from './use-format-money';

interface InvoiceTotalsProps {
  totals: Totals;
  /** The server's word on the total (an edit that would drop it below what was paid). */
  error?: ReactNode;
}

/** Subtotal, discount, tax and total as the server will store them, live while typing. */
export function InvoiceTotals({ totals, error }: InvoiceTotalsProps) {
  const { t } = useTranslation();
  const money = useFormatCents();
  const rows = [
    { label: t('invoice.editor.subtotal'), value: money(totals.subtotal) },
    { label: t('invoice.editor.discount'), value: money(totals.discount) },
    { label: t('invoice.editor.tax'), value: money(totals.tax) },
    { label: t('invoice.editor.total'), value: money(totals.total), strong: true },
  ];
  return (
    <Stack gap={4}>
      {/* Polite: the new sums wait until the screen reader is idle, not cutting into what is typed. */}
      <Stack component="dl" gap={4} m={0} aria-live="polite">
        {rows.map((row) => (
          <Group key={row.label} justify="space-between" gap="lg" wrap="nowrap">
            <Text component="dt" size="sm" fw={row.strong ? 700 : 400}>
              {row.label}
            </Text>
            <Text component="dd" size="sm" fw={row.strong ? 700 : 600} m={0} ta="end">
              <bdi dir="ltr">{row.value}</bdi>
            </Text>
          </Group>
        ))}
      </Stack>
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
