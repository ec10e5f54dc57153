import { ActionIcon, Group, Text, useDirection } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Where a move goes: the cursor to send, and the page number to show if it is known. */
export interface CursorMove {
  cursor: string;
  page: number | undefined;
}

export interface CursorPagerProps {
  total: number;
  /** False when `total` is an estimate: it then shows as "about 1.2 M". */
  totalExact: boolean;
  /** Undefined before the first page arrives: every button is disabled until then. */
  cursors: { prev: string | null; next: string | null } | undefined;
  /** The page shown, when known (a move to the last page of an estimate has no number). */
  page: number | undefined;
  perPage: number;
  onMove: (to: CursorMove) => void;
  /** Names the pager as a navigation region, e.g. "Users". */
  label: string;
}

// One per language and kind, made on first use: making one costs milliseconds (ICU's data).
const formats = new Map<string, Intl.NumberFormat>();
function formatIn(language: string, compact: boolean): Intl.NumberFormat {
  const key = `${language}:${compact ? 'compact' : 'plain'}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      language,
      compact ? { notation: 'compact', maximumFractionDigits: 1 } : {},
    );
    formats.set(key, format);
  }
  return format;
}

/**
 * The URL search fields of a move: the first page needs no cursor (its address is the list's
 * own, the one a link or a reload asks for), any other keeps its cursor and display page.
 */
export function cursorSearch(to: CursorMove): {
  cursor: string | undefined;
  page: number | undefined;
} {
  return to.cursor === 'first'
    ? { cursor: undefined, page: 1 }
    : { cursor: to.cursor, page: to.page };
}

/** The page count of an exact total: the number the last page shows. */
const lastPageOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

function useRangeText({ total, totalExact, page, perPage }: CursorPagerProps): string {
  const { t, i18n } = useTranslation();
  const shownTotal = formatIn(i18n.language, !totalExact).format(total);
  if (page === undefined)
    return t(totalExact ? 'common.table.ofTotal' : 'common.table.ofAbout', { total: shownTotal });
  const count = formatIn(i18n.language, false);
  const start = (page - 1) * perPage + 1;
  // An estimate can be short of the rows really there: only an exact total bounds the range.
  const from = totalExact ? Math.min(start, total) : start;
  const to = totalExact ? Math.min(page * perPage, total) : page * perPage;
  return t(totalExact ? 'common.table.range' : 'common.table.rangeAbout', {
    from: count.format(from),
    to: count.format(to),
    total: shownTotal,
  });
}

/**
 * Pages of a list read by cursor: the range shown and First / Previous / Next / Last. A cursor
 * list knows its neighbours, not page numbers, so there are no page-number buttons.
 */
export function CursorPager(props: CursorPagerProps) {
  const { cursors, page, total, totalExact, perPage, onMove, label } = props;
  const { t } = useTranslation();
  const rtl = useDirection().dir === 'rtl';
  const range = useRangeText(props);
  const prev = cursors?.prev ?? null;
  const next = cursors?.next ?? null;
  // In right-to-left the list runs from the right: "next" points left.
  const [Back, On, Start, End] = rtl
    ? [IconChevronRight, IconChevronLeft, IconChevronsRight, IconChevronsLeft]
    : [IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight];
  const buttons = [
    { name: 'firstPage', Icon: Start, to: prev === null ? null : { cursor: 'first', page: 1 } },
    {
      name: 'previousPage',
      Icon: Back,
      to: prev === null ? null : { cursor: prev, page: page === undefined ? undefined : page - 1 },
    },
    {
      name: 'nextPage',
      Icon: On,
      to: next === null ? null : { cursor: next, page: page === undefined ? undefined : page + 1 },
    },
    {
      name: 'lastPage',
      Icon: End,
      to:
        next === null
          ? null
          : { cursor: 'last', page: totalExact ? lastPageOf(total, perPage) : undefined },
    },
  ] as const;
  return (
    <Group component="nav" aria-label={label} justify="space-between" gap="xs" px="xs" py="xs">
      <Text size="sm">{range}</Text>
      <Group gap={6} wrap="nowrap">
        {buttons.map(({ name, Icon, to }) => (
          <ActionIcon
            key={name}
            variant="default"
            size="lg"
            aria-label={t(`common.table.${name}`)}
            disabled={to === null}
            onClick={() => {
              if (to) onMove(to);
            }}
          >
            <Icon size={18} aria-hidden />
          </ActionIcon>
        ))}
      </Group>
    </Group>
  );
}
