import type { MongoAbility } from '@casl/ability';
import {
  type SearchContact,
  type SearchFile,
  type SearchPage,
  type SearchPageDefinition,
  type SearchSensor,
  searchPages,
} from '@beacon/contract/search';
import { fileUrl } from '@beacon/contract/files-values';

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

/** What the files module gives for a stored file. */
export interface StoredFileSource {
  id: string;
  name: string;
  type: string;
  size: number;
}

const fileIconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<path fill="#5e6ad2" d="M7 2h13l7 7v21H7z"/><path fill="#b9bff0" d="M20 2v7h7"/>' +
  '<path fill="#fff" d="M11 15h10v2H11zm0 4h10v2H11zm0 4h7v2h-7z"/></svg>';
const imageIconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<path fill="#1f8a5b" d="M7 2h13l7 7v21H7z"/><path fill="#a6dcc3" d="M20 2v7h7"/>' +
  '<path fill="#fff" d="M10 25l5-7 3 4 2-3 3 6z"/><circle cx="13" cy="14" r="2" fill="#fff"/></svg>';
const fileIcon = `data:image/svg+xml,${encodeURIComponent(fileIconSvg)}`;
const imageIcon = `data:image/svg+xml,${encodeURIComponent(imageIconSvg)}`;

/** Bytes as the quick search shows a size: "512 B", "14 KB", "2.5 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** A stored file as the quick search's file: opening it downloads it (its store URL). */
export const toSearchStoredFile = (file: StoredFileSource): SearchFile => ({
  title: file.name,
  by: '',
  size: sizeText(file.size),
  file:
    file.type === 'application/pdf'
      ? pdfIcon
      : file.type.startsWith('image/')
        ? imageIcon
        : fileIcon,
  link: fileUrl(file.id),
});

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
