import { useTranslation } from 'react-i18next';
import type { PrefillText } from './compose-prefill';

/** The prefills' words and date format in the current language. */
export function useComposeText(): PrefillText {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return {
    wrote: (date, name) => t('email.compose.wrote', { date, name }),
    forwarded: t('email.compose.forwarded'),
    from: t('email.compose.header.from'),
    date: t('email.compose.header.date'),
    subject: t('email.compose.header.subject'),
    to: t('email.compose.header.to'),
    cc: t('email.compose.header.cc'),
    attachments: t('email.compose.header.attachments'),
    formatDate: (iso) => format.format(new Date(iso)),
  };
}
