import { Group, Pagination, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LabelledPaginationProps {
  /** How many pages there are. */
  total: number;
  /** The page shown; a page past the last (a stale link) marks the last one. */
  value: number;
  onChange: (page: number) => void;
  size?: MantineSize;
}

/**
 * Mantine's page buttons named in the reader's language: a screen reader hears "Page 3" and
 * "Next page", not a bare number or an unnamed arrow.
 */
export function LabelledPagination({ total, value, onChange, size }: LabelledPaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      size={size}
      total={total}
      value={Math.min(value, total)}
      onChange={onChange}
      getItemProps={(page) => ({ 'aria-label': t('common.table.page', { page }) })}
      getControlProps={(control) => ({ 'aria-label': t(`common.table.${control}Page`) })}
    />
  );
}

interface ListPagesProps {
  total: number;
  value: number;
  onChange: (page: number) => void;
  /** Names the buttons as a navigation region of their own ("Shop pages"). */
  label?: string;
}

/**
 * The page buttons under a list of cards, when there is more than one page: another page starts
 * at the top of the window, where its first cards are.
 */
export function ListPages({ total, value, onChange, label }: ListPagesProps) {
  if (total <= 1) return null;
  return (
    <Group component={label === undefined ? 'div' : 'nav'} aria-label={label} justify="center">
      <LabelledPagination
        total={total}
        value={value}
        onChange={(page) => {
          onChange(page);
          window.scrollTo({ top: 0 });
        }}
      />
    </Group>
  );
}
