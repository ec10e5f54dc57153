import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Product } from '@beacon/contract/ecommerce';
import { useTranslation } from 'react-i18next';
import { ActionIconLink } from '../../../components/action-icon-link';

interface ProductRowActionsProps {
  product: Product;
  onDelete: (product: Product) => void;
}

export function ProductRowActions({ product, onDelete }: ProductRowActionsProps) {
  const { t } = useTranslation();
  const edit = t('ecommerceManage.list.edit', { name: product.name });
  const remove = t('ecommerceManage.list.delete', { name: product.name });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={edit} openDelay={400}>
        <ActionIconLink
          to="/apps/ecommerce/products/$productId"
          params={{ productId: String(product.id) }}
          variant="subtle"
          aria-label={edit}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIconLink>
      </Tooltip>
      <Tooltip label={remove} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={remove}
          onClick={() => onDelete(product)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
