import { Group, Image, Table, Text } from '@mantine/core';
import type { OrderLine } from '@beacon/contract/ecommerce';
import { useTranslation } from 'react-i18next';
import { useFormats, usePageAlign } from '../../../lib/format';
import productClasses from '../ecommerce.module.css';
import { useFormatPrice } from '../use-format-price';

interface OrderLinesProps {
  lines: OrderLine[];
  /** id of the heading that names the table. */
  labelledBy: string;
}

/** What an order bought, line by line, with the prices the server recorded when it was placed. */
export function OrderLines({ lines, labelledBy }: OrderLinesProps) {
  const { t } = useTranslation();
  const price = useFormatPrice();
  const { number } = useFormats();
  const align = usePageAlign();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('checkout.order.product')}</Table.Th>
            <Table.Th ta="end">{t('checkout.order.price')}</Table.Th>
            <Table.Th ta="end">{t('checkout.order.qty')}</Table.Th>
            <Table.Th ta="end">{t('checkout.order.discount')}</Table.Th>
            <Table.Th ta="end">{t('checkout.order.lineTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.productId}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Image
                    src={line.image}
                    alt=""
                    w={48}
                    h={48}
                    fit="contain"
                    radius="sm"
                    className={productClasses.image}
                    p={2}
                  />
                  <Text size="sm" fw={500} dir="auto" ta={align}>
                    {line.name}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td ta="end">
                <bdi dir="ltr">{price(line.price)}</bdi>
              </Table.Td>
              <Table.Td ta="end">{number(line.qty)}</Table.Td>
              <Table.Td ta="end">
                {t('checkout.order.percentOff', { discount: number(line.discountPercentage) })}
              </Table.Td>
              <Table.Td ta="end" fw={600}>
                <bdi dir="ltr">{price(line.lineTotal)}</bdi>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
