import type { TFunction } from 'i18next';
import i18n from '../../../lib/i18n';
import { pdfLanguage } from '../../../lib/pdf-latin1';
import { dateFormatter, moneyFormatter, percentFormatter } from './invoice-format';

/** The words and number formats a PDF is written with. */
export interface PdfText {
  t: TFunction;
  money: (amount: number) => string;
  percent: (rate: number) => string;
  date: (isoDay: string) => string;
}

export function pdfText(language: string = i18n.language): PdfText {
  const lng = pdfLanguage(language);
  return {
    t: i18n.getFixedT(lng),
    money: moneyFormatter(lng),
    percent: percentFormatter(lng),
    date: dateFormatter(lng),
  };
}
