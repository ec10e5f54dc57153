import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Free Shipping"; the dot variant keeps the label in the text colour, readable in every skin. */
export function FreeShippingBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color="teal" radius="sm">
      {t('ecommerce.product.freeShipping')}
    </Badge>
  );
}
