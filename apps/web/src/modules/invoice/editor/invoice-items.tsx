import { Button, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { invoiceItemsMax } from '@beacon/contract/invoice-values';
import { useTranslation } from 'react-i18next';
import { type InvoiceFormValues, blankItem } from './invoice-form-values';
import { InvoiceItemRow } from './invoice-item-row';
import { useFormatCents } from './use-format-money';

interface InvoiceItemsProps {
  form: UseFormReturnType<InvoiceFormValues>;
  /** Each row's cost × qty in cents, in row order. */
  lines: number[];
}

/** The repeater of item rows with "Add item"; at least one row always stays. */
export function InvoiceItems({ form, lines }: InvoiceItemsProps) {
  const { t } = useTranslation();
  const money = useFormatCents();
  const { items } = form.values;
  const listError = form.errors.items;

  const addItem = () => {
    form.insertListItem('items', blankItem());
    // The new row's first field, once React has rendered it.
    const path = `items.${items.length}.item`;
    requestAnimationFrame(() => form.getInputNode(path)?.focus());
  };

  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('invoice.editor.items')}
      </Title>
      {items.map((row, index) => (
        <InvoiceItemRow
          key={row.key}
          form={form}
          index={index}
          price={money(lines[index] ?? 0)}
          removable={items.length > 1}
        />
      ))}
      {listError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {listError}
        </Text>
      )}
      <div>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={addItem}
          disabled={items.length >= invoiceItemsMax}
        >
          {t('invoice.editor.addItem')}
        </Button>
      </div>
    </Stack>
  );
}
