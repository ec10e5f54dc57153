import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import { useTranslation } from 'react-i18next';

/** The date picker's language (month and weekday names) follows the app's; dayjs has all five. */
export function useDatesLocale(): string {
  const { i18n } = useTranslation();
  return i18n.language;
}
