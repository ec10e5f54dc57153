import type { TFunction } from 'i18next';

/** The calendar's navigation buttons, named in the reader's language. */
export const dateAriaLabels = (t: TFunction) => ({
  nextMonth: t('datatables.dates.nextMonth'),
  previousMonth: t('datatables.dates.previousMonth'),
  nextYear: t('datatables.dates.nextYear'),
  previousYear: t('datatables.dates.previousYear'),
  nextDecade: t('datatables.dates.nextDecade'),
  previousDecade: t('datatables.dates.previousDecade'),
});
