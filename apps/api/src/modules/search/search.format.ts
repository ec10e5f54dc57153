import type { MongoAbility } from '@casl/ability';
import {
  type SearchContact,
  type SearchFile,
  type SearchPage,
  type SearchPageDefinition,
  type SearchSensor,
  searchPages,
} from '@beacon/contract/search';

/** The pages a caller may open, in menu order: the same check as their menu entries and routes. */
export const openablePages = (ability: MongoAbility): SearchPageDefinition[] =>
  searchPages.filter((page) => ability.can(page.can.action, page.can.subject));

export const toSearchPage = (page: SearchPageDefinition, bookmarked: Set<number>): SearchPage => ({
  id: page.id,
  target: page.target,
  isBookmarked: bookmarked.has(page.id),
  title: page.title,
  icon: page.icon,
  link: page.link,
});

/** A case-insensitive substring: a plain string test, so `%` and `_` are just characters. */
export const titleContains = (title: string, q: string) =>
  title.toLowerCase().includes(q.toLowerCase());

/** What the invoices module gives for a file: its id and client. */
export interface InvoiceSource {
  id: number;
  client: { name: string };
}

/** What the users module gives for a contact. */
export interface PersonSource {
  id: number;
  fullName: string;
  email: string;
  avatar: string;
}

// A PDF file icon as a data URL: any client can show it as an image, with no file server (mock mode).
const pdfIconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<path fill="#d9363e" d="M7 2h13l7 7v21H7z"/><path fill="#f3a5a8" d="M20 2v7h7"/>' +
  '<text x="17" y="24" fill="#fff" font-family="Arial,sans-serif" font-size="8" ' +
  'font-weight="700" text-anchor="middle">PDF</text></svg>';
export const pdfIcon = `data:image/svg+xml,${encodeURIComponent(pdfIconSvg)}`;

/** An invoice as the quick search's file: the PDF its preview prints. */
export const toSearchFile = (invoice: InvoiceSource): SearchFile => ({
  title: `Invoice #${invoice.id}.pdf`,
  by: invoice.client.name,
  size: '',
  file: pdfIcon,
  link: `/apps/invoice/preview/${invoice.id}`,
});

export const toSearchContact = (person: PersonSource): SearchContact => ({
  title: person.fullName,
  email: person.email,
  img: person.avatar,
  date: '',
  link: `/apps/user/view/${person.id}`,
});

/**
 * What the invoice search needs of `q` for the files' titles ("Invoice #5037.pdf"): a part of
 * the title's fixed words matches every invoice (undefined: no filter); the words around a number
 * are dropped, so "invoice #5037" looks for 5037 (the invoice search matches the number, the
 * client's name and e-mail).
 */
export function invoiceFileQuery(q: string | undefined): string | undefined {
  if (!q) return undefined;
  const lower = q.trim().toLowerCase();
  if ('invoice #'.includes(lower) || '.pdf'.includes(lower)) return undefined;
  const number = /^(?:i?n?v?o?i?c?e?\s*)?#?\s*(\d+)(?:\.p?d?f?)?$/.exec(lower)?.[1];
  return number ?? lower;
}

/** What the monitoring module gives for a sensor. */
export interface SensorSource {
  id: number;
  name: string;
  zone: string;
}

export const toSearchSensor = (sensor: SensorSource): SearchSensor => ({
  kind: 'sensor',
  id: sensor.id,
  title: sensor.name,
  zone: sensor.zone,
  link: `/dynamic?sensors=${sensor.id}`,
});
