import { Badge } from '@mantine/core';
import { productLowStock } from '@beacon/contract/ecommerce-values';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/format';

/** What a stock count means to the manager: none left, a few left, or enough. */
export const stockLevel = (stock: number) =>
  stock <= 0 ? 'out' : stock <= productLowStock ? 'low' : 'in';

const color = { out: 'red', low: 'orange', in: 'green' } as const;

/** The units left, with a coloured dot for their level; the label stays in the text colour. */
export function StockBadge({ stock }: { stock: number }) {
  const { t } = useTranslation();
  const { number } = useFormats();
  const level = stockLevel(stock);
  return (
    <Badge
      variant="dot"
      color={color[level]}
      radius="sm"
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`ecommerceManage.stock.${level}`, { stock: number(stock) })}
    </Badge>
  );
}
