import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from './invoice-money';

/** What is still owed, or a green "Paid" badge when nothing is (REFERENCE §7.7). */
export function InvoiceBalance({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (balance === 0) {
    return (
      // green.9 text on the light badge keeps 4.5:1 (WCAG AA); the default shade does not.
      <Badge variant="light" color="green" c="green.9">
        {t('invoice.list.paid')}
      </Badge>
    );
  }
  return <Text size="sm">{money(balance)}</Text>;
}
