import { useTranslation } from 'react-i18next';

// One per language, made when a footer first shows: a table made one on its every render, and
// making one costs milliseconds (the first of a page loads ICU's number data).
const counts = new Map<string, Intl.NumberFormat>();
function countIn(language: string): Intl.NumberFormat {
  let format = counts.get(language);
  if (!format) counts.set(language, (format = new Intl.NumberFormat(language)));
  return format;
}

/**
 * mantine-datatable's loading text, "showing" line and pagination names in the reader's language
 * (its own are English), for a table showing `page`.
 */
export function useTableLabels(page: number) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return {
    loadingText: t('common.loading'),
    paginationText: ({
      from,
      to,
      totalRecords,
    }: {
      from: number;
      to: number;
      totalRecords: number;
    }) => {
      const count = countIn(language);
      return t('common.table.showing', {
        from: count.format(from),
        to: count.format(to),
        total: count.format(totalRecords),
      });
    },
    getPaginationControlProps: (control: string) => ({
      'aria-label': t(`common.table.${control}Page`),
    }),
    getPaginationItemProps: (shown: number) => ({
      'aria-label': t('common.table.page', { page: shown }),
      'aria-current': shown === page ? ('page' as const) : undefined,
    }),
  };
}
