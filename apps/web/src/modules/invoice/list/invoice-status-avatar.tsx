import { Avatar, Stack, Text, useMantineTheme } from '@mantine/core';
import type { Invoice } from '@beacon/contract/invoice';
import { useTranslation } from 'react-i18next';
import { HoverTooltip } from '../../../components/hover-tooltip';
import { useFormats } from '../../../lib/format';
import { PRIMARY, invoiceStatusStyle } from './invoice-status-style';
import { useMoney } from './invoice-money';

/**
 * The status as a coloured icon; its tooltip adds the balance and due date. The icon is focusable
 * so keyboard users can open the tooltip too, and carries the same text for screen readers.
 */
export function InvoiceStatusAvatar({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const money = useMoney();
  const { day, ltrInText } = useFormats();
  const { color, icon: Icon } = invoiceStatusStyle[invoice.invoiceStatus];
  const status = t(`invoice.status.${invoice.invoiceStatus}`);
  const balance = t('invoice.list.tooltip.balance', {
    balance: ltrInText(money(invoice.balance)),
  });
  const due = t('invoice.list.tooltip.dueDate', { date: day(invoice.dueDate) });
  return (
    <HoverTooltip
      label={
        <Stack gap={0}>
          <Text size="xs" fw={600}>
            {status}
          </Text>
          <Text size="xs">{balance}</Text>
          <Text size="xs">{due}</Text>
        </Stack>
      }
      withArrow
      withFocus
    >
      <Avatar
        role="img"
        tabIndex={0}
        aria-label={`${status}. ${balance}. ${due}`}
        size={32}
        variant="light"
        color={color === PRIMARY ? theme.primaryColor : color}
      >
        <Icon size={18} aria-hidden />
      </Avatar>
    </HoverTooltip>
  );
}
