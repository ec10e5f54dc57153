import { useTranslation } from 'react-i18next';

/**
 * mantine-datatable's loading text, "showing" line and pagination names in the reader's language
 * (its own are English), for a table showing `page`.
 */
export function useTableLabels(page: number) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
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
    }) =>
      t('common.table.showing', {
        from: number.format(from),
        to: number.format(to),
        total: number.format(totalRecords),
      }),
    getPaginationControlProps: (control: string) => ({
      'aria-label': t(`common.table.${control}Page`),
    }),
    getPaginationItemProps: (shown: number) => ({
      'aria-label': t('common.table.page', { page: shown }),
      'aria-current': shown === page ? ('page' as const) : undefined,
    }),
  };
}
