import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from './invoice-money';

/** What is still owed, or a green "Paid" badge when nothing is. */
export function InvoiceBalance({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (balance === 0) {
    return (
      // The dot variant keeps the label in the text colour: 4.5:1 (WCAG AA) in every skin, which
      // green text on a light green badge is not.
      <Badge variant="dot" color="green" radius="sm">
        {t('invoice.list.paid')}
      </Badge>
    );
  }
  return (
    <Text size="sm">
      <bdi dir="ltr">{money(balance)}</bdi>
    </Text>
  );
}
