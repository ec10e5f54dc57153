import { Badge, Group, Text } from '@mantine/core';
import type { Product } from '@beacon/contract/ecommerce';
import type { Cursors } from '@beacon/contract/paging';
import {
  type ManagedProductSortOption,
  managedProductSortOptions,
} from '@beacon/contract/ecommerce-values';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/anchor-link';
import type { CursorMove } from '../../../components/cursor-pager';
import { ServerDataTable, type ServerDataTableColumn } from '../../../components/server-data-table';
import { categoryKey } from '../category-keys';
import { useFormatPrice } from '../use-format-price';
import { ProductRowActions } from './product-row-actions';
import { ProductThumbnail } from './product-thumbnail';
import { StockBadge } from './stock-badge';
import { useProductsSearch } from './use-products-search';

interface ProductsTableProps {
  products: Product[] | undefined;
  total: number;
  /** False when `total` is an estimate. */
  totalExact: boolean;
  /** Undefined until the first page arrives. */
  cursors: Cursors | undefined;
  fetching: boolean;
  onDelete: (product: Product) => void;
}

const isSortColumn = (accessor: unknown): accessor is ManagedProductSortOption =>
  managedProductSortOptions.some((column) => column === accessor);

/** The catalogue: server-side sort and paging by cursor, both read from and written to the URL. */
export function ProductsTable(props: ProductsTableProps) {
  const { products, total, totalExact, cursors, fetching, onDelete } = props;
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const [search, update] = useProductsSearch();

  const columns = useMemo(
    (): ServerDataTableColumn<Product>[] => [
      {
        accessor: 'name',
        title: t('ecommerceManage.columns.product'),
        sortable: true,
        render: (product) => (
          <Group gap="sm" wrap="nowrap" miw={200}>
            <ProductThumbnail product={product} />
            <div style={{ minWidth: 0 }}>
              <AnchorLink
                to="/apps/ecommerce/products/$productId"
                params={{ productId: String(product.id) }}
                fw={600}
                size="sm"
                dir="auto"
                lineClamp={2}
              >
                {product.name}
              </AnchorLink>
              <Text size="xs" c="dimmed" dir="ltr" truncate="end" maw={240}>
                {product.slug}
              </Text>
            </div>
          </Group>
        ),
      },
      {
        accessor: 'category',
        title: t('ecommerceManage.columns.category'),
        sortable: true,
        render: (product) => t(`ecommerce.categories.${categoryKey[product.category]}`),
      },
      {
        accessor: 'brand',
        title: t('ecommerceManage.columns.brand'),
        sortable: true,
        render: (product) => <bdi>{product.brand}</bdi>,
      },
      {
        accessor: 'price',
        title: t('ecommerceManage.columns.price'),
        sortable: true,
        noWrap: true,
        render: (product) => <bdi dir="ltr">{formatPrice(product.price)}</bdi>,
      },
      {
        accessor: 'stock',
        title: t('ecommerceManage.columns.stock'),
        sortable: true,
        render: (product) => <StockBadge stock={product.stock} />,
      },
      {
        accessor: 'status',
        title: t('ecommerceManage.columns.status'),
        sortable: true,
        render: (product) => (
          <Badge
            variant="dot"
            color={product.status === 'active' ? 'green' : 'gray'}
            radius="sm"
            styles={{ label: { overflow: 'visible' } }}
          >
            {t(`ecommerceManage.status.${product.status}`)}
          </Badge>
        ),
      },
      {
        accessor: 'actions',
        title: t('ecommerceManage.columns.actions'),
        textAlign: 'right',
        render: (product) => <ProductRowActions product={product} onDelete={onDelete} />,
      },
    ],
    [t, formatPrice, onDelete],
  );

  const sortStatus: DataTableSortStatus<Product> = {
    columnAccessor: search.sortBy,
    direction: search.sortDir,
  };
  return (
    <ServerDataTable<Product>
      label={t('ecommerceManage.list.title')}
      columns={columns}
      records={products}
      fetching={fetching}
      cursorPaging={{
        total,
        totalExact,
        cursors,
        // A cursor without a number is a page counted from the end of an estimate.
        page: search.cursor === undefined ? (search.page ?? 1) : search.page,
        perPage: search.perPage,
        // The first page needs no cursor: its address is the list's own.
        onMove: (to: CursorMove) =>
          update(to.cursor === 'first' ? { page: undefined, cursor: undefined } : to),
      }}
      sortStatus={sortStatus}
      onSortStatusChange={({ columnAccessor, direction }) => {
        if (isSortColumn(columnAccessor)) update({ sortBy: columnAccessor, sortDir: direction });
      }}
      noRecordsText={t('ecommerceManage.list.empty')}
    />
  );
}
