import {
  ActionIcon,
  Autocomplete,
  Grid,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { invoiceServices } from '@beacon/contract/invoice-values';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/format';
import type { InvoiceFormValues } from './invoice-form-values';
import { useDecimalSeparator } from './use-decimal-separator';

interface InvoiceItemRowProps {
  form: UseFormReturnType<InvoiceFormValues>;
  index: number;
  /** cost × qty, already written as money. */
  price: string;
  /** The last row cannot be removed: an invoice has at least one item. */
  removable: boolean;
}

/** One line of the invoice: the service (one of ours, or free text), description, cost, qty. */
export function InvoiceItemRow({ form, index, price, removable }: InvoiceItemRowProps) {
  const { t } = useTranslation();
  const { currency } = useFormats();
  const decimalSeparator = useDecimalSeparator();
  const number = index + 1;
  const path = (field: string) => `items.${index}.${field}`;
  const titleId = `invoice-item-${form.values.items[index]?.key ?? index}`;

  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text id={titleId} size="sm" fw={600}>
            {t('invoice.editor.itemNumber', { number })}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('invoice.editor.removeItem', { number })}
            disabled={!removable}
            onClick={() => form.removeListItem('items', index)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Autocomplete
              label={t('invoice.editor.item')}
              placeholder={t('invoice.editor.itemPlaceholder')}
              data={[...invoiceServices]}
              withAsterisk
              autoComplete="off"
              {...form.getInputProps(path('item'))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <TextInput
              label={t('invoice.editor.description')}
              autoComplete="off"
              {...form.getInputProps(path('description'))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 4, md: 4 }}>
            <NumberInput
              label={t('invoice.editor.cost')}
              leftSection={currency}
              min={0}
              allowNegative={false}
              decimalScale={2}
              decimalSeparator={decimalSeparator}
              hideControls
              withAsterisk
              {...form.getInputProps(path('cost'))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 4, md: 4 }}>
            <NumberInput
              label={t('invoice.editor.qty')}
              min={1}
              allowNegative={false}
              allowDecimal={false}
              withAsterisk
              {...form.getInputProps(path('qty'))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 4, md: 4 }}>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('invoice.editor.price')}
              </Text>
              <Text size="sm" py={6}>
                <bdi dir="ltr">{price}</bdi>
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Paper>
  );
}
