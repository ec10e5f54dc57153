import { Button, Group, SegmentedControl, Select, Text, VisuallyHidden } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconLayoutGrid, IconList } from '@tabler/icons-react';
import { productSortOptions, type ProductSortOption } from '@beacon/contract/ecommerce-values';
import { useTranslation } from 'react-i18next';
import { useShopSearch } from './use-shop-search';

const isSort = (value: string | null): value is ProductSortOption =>
  productSortOptions.some((option) => option === value);

interface ShopToolbarProps {
  total: number | undefined;
  /** False when `total` is an estimate: it then reads "About 1.2M Results Found". */
  totalExact: boolean;
  /** Opens the filters drawer (small screens, where the sidebar is hidden). */
  onOpenFilters: () => void;
}

/** "{total} Results Found", the Filters button on small screens, sort and grid/list view. */
export function ShopToolbar({ total, totalExact, onOpenFilters }: ShopToolbarProps) {
  const { t, i18n } = useTranslation();
  const [search, update] = useShopSearch();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm">
        <Button
          variant="default"
          hiddenFrom="md"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          onClick={onOpenFilters}
        >
          {t('ecommerce.filters.open')}
        </Button>
        <Text fw={600} role="status">
          {total === undefined
            ? ''
            : !totalExact
              ? t('ecommerce.shop.aboutResults', {
                  total: new Intl.NumberFormat(i18n.language, {
                    notation: 'compact',
                    maximumFractionDigits: 1,
                  }).format(total),
                })
              : t(total === 1 ? 'ecommerce.shop.oneResult' : 'ecommerce.shop.results', { total })}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Select
          aria-label={t('ecommerce.shop.sortBy')}
          data={productSortOptions.map((option) => ({
            value: option,
            label: t(`ecommerce.shop.sort.${option}`),
          }))}
          value={search.sortBy}
          allowDeselect={false}
          onChange={(value) => {
            if (isSort(value)) update({ sortBy: value });
          }}
          w={150}
        />
        <SegmentedControl
          aria-label={t('ecommerce.shop.view')}
          value={search.view}
          onChange={(value) =>
            update({ view: value === 'list' ? 'list' : 'grid', page: search.page })
          }
          data={[
            {
              value: 'grid',
              label: (
                <>
                  <IconLayoutGrid size={18} aria-hidden style={{ display: 'block' }} />
                  <VisuallyHidden>{t('ecommerce.shop.grid')}</VisuallyHidden>
                </>
              ),
            },
            {
              value: 'list',
              label: (
                <>
                  <IconList size={18} aria-hidden style={{ display: 'block' }} />
                  <VisuallyHidden>{t('ecommerce.shop.list')}</VisuallyHidden>
                </>
              ),
            },
          ]}
        />
      </Group>
    </Group>
  );
}
