import type { SendInvoiceBody } from '@beacon/contract/invoice';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../lib/context';
import type { ContentLanguage } from '../../lib/language';
import { sendMail } from '../../lib/mail/mail';
import { defineMail } from '../../lib/mail/template';
import type { InvoiceRow } from './invoice.format';

interface InvoiceMail {
  subject: string;
  /** The sender's own words, as typed: paragraphs of plain text. */
  paragraphs: string[];
  number: number;
  client: string;
  total: string;
  balance: string;
  due: string;
  url: string;
}

// The subject and the opening words are the sender's; the lines after say what is owed in the
// reader's language, the amounts and the day written as that language writes them.
const invoiceMail = defineMail<InvoiceMail>({
  en: (m) => ({
    subject: m.subject,
    lines: [
      ...m.paragraphs,
      `Invoice #${m.number} for ${m.client}: total ${m.total}, balance due ${m.balance} by ${m.due}.`,
    ],
    action: { label: 'View the invoice', url: m.url },
  }),
  fr: (m) => ({
    subject: m.subject,
    lines: [
      ...m.paragraphs,
      `Facture n° ${m.number} pour ${m.client} : total ${m.total}, solde dû ${m.balance} au plus tard le ${m.due}.`,
    ],
    action: { label: 'Voir la facture', url: m.url },
  }),
  de: (m) => ({
    subject: m.subject,
    lines: [
      ...m.paragraphs,
      `Rechnung Nr. ${m.number} für ${m.client}: Gesamtbetrag ${m.total}, offener Betrag ${m.balance}, fällig bis ${m.due}.`,
    ],
    action: { label: 'Rechnung ansehen', url: m.url },
  }),
  pt: (m) => ({
    subject: m.subject,
    lines: [
      ...m.paragraphs,
      `Fatura n.º ${m.number} para ${m.client}: total ${m.total}, saldo devido ${m.balance} até ${m.due}.`,
    ],
    action: { label: 'Ver a fatura', url: m.url },
  }),
  ar: (m) => ({
    subject: m.subject,
    lines: [
      ...m.paragraphs,
      `الفاتورة رقم ${m.number} إلى ${m.client}: الإجمالي ${m.total}، والرصيد المستحق ${m.balance} بحلول ${m.due}.`,
    ],
    action: { label: 'عرض الفاتورة', url: m.url },
  }),
});

/** The sent invoice as a real mail to the address it was sent to (SMTP, or the outbox). */
export async function mailInvoice(
  db: Db,
  config: Pick<AppConfig, 'mail' | 'logger'>,
  row: InvoiceRow,
  sent: SendInvoiceBody,
  { language, url }: { language: ContentLanguage; url: string },
): Promise<void> {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  const rendered = invoiceMail(language, {
    subject: sent.subject,
    paragraphs: sent.message.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== ''),
    number: row.id,
    client: row.client.name,
    total: money.format(row.total / 100),
    balance: money.format(row.balance / 100),
    due: day.format(new Date(`${row.dueOn}T00:00:00Z`)),
    url,
  });
  await sendMail(db, config, { kind: 'invoice', to: sent.to, ...rendered });
}
