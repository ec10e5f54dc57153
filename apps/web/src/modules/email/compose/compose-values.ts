import type { Email } from '@beacon/contract/email';
import { emailMessages, invalidAddresses } from '@beacon/contract/email-values';
import type { ComposeRequest } from './compose-store';

/** What the composer edits; `draftId` is the saved draft it updates and, on Send, sends. */
export interface ComposeValues {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  message: string;
  draftId?: number;
}

/** The words the prefills write into a message, in the reader's language. */
export interface PrefillText {
  wrote: (date: string, name: string) => string;
  forwarded: string;
  from: string;
  date: string;
  subject: string;
  to: string;
  formatDate: (iso: string) => string;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch,
  );

/** "Re: x" once, however many times the thread was answered (the same for "Fwd:"). */
const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

const unique = (addresses: string[]) => {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

const empty: ComposeValues = { to: [], cc: [], bcc: [], subject: '', message: '' };

/**
 * The composer's first values for each way of opening it: blank; a reply to the sender (reply
 * all: and to the other recipients, never to oneself) quoting the mail; a forward with the mail
 * below a header; or a saved draft as it was.
 */
export function prefill(request: ComposeRequest, me: string, text: PrefillText): ComposeValues {
  if (request.mode === 'new') return empty;
  if (request.mode === 'draft') {
    const { draft } = request;
    const addresses = (list: Email['to']) => list.map((p) => p.email);
    return {
      to: addresses(draft.to),
      cc: addresses(draft.cc),
      bcc: addresses(draft.bcc),
      subject: draft.subject,
      message: draft.message,
      draftId: draft.id,
    };
  }
  const { source } = request;
  const when = text.formatDate(source.time);
  if (request.mode === 'forward') {
    const header = [
      `${text.from} ${escape(source.from.name)} &lt;${escape(source.from.email)}&gt;`,
      `${text.date} ${escape(when)}`,
      `${text.subject} ${escape(source.subject)}`,
      `${text.to} ${escape(source.to.map((p) => p.email).join(', '))}`,
    ].join('<br>');
    return {
      ...empty,
      subject: prefixed('Fwd:', source.subject),
      message: `<p></p><p>${escape(text.forwarded)}<br>${header}</p>${source.message}`,
    };
  }
  const mine = (address: string) => address.toLowerCase() === me.toLowerCase();
  const to = unique(
    [
      source.from.email,
      ...(request.mode === 'replyAll' ? source.to.map((p) => p.email) : []),
    ].filter((address) => !mine(address)),
  );
  return {
    ...empty,
    // A reply to one's own sent mail goes to its recipients.
    to: to.length > 0 ? to : source.to.map((p) => p.email),
    cc:
      request.mode === 'replyAll'
        ? unique(source.cc.map((p) => p.email).filter((a) => !mine(a)))
        : [],
    subject: prefixed('Re:', source.subject),
    message: `<p></p><p>${escape(text.wrote(when, source.from.name))}</p><blockquote>${source.message}</blockquote>`,
  };
}

// The pattern zod's z.email() uses, so the browser refuses what the API refuses, without zod in
// the route's bundle.
const emailPattern =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The API's message for the bad addresses of one field, or undefined when all are valid. */
export function addressError(addresses: string[]): string | undefined {
  const bad = addresses.filter((address) => !emailPattern.test(address));
  return bad.length === 0 ? undefined : invalidAddresses(bad);
}

export type ComposeErrors = Partial<Record<'to' | 'cc' | 'bcc' | 'subject' | 'form', string>>;

/** What the API would refuse, checked before sending (`send`) or saving a draft. */
export function checkValues(values: ComposeValues, send: boolean): ComposeErrors {
  const errors: ComposeErrors = {};
  for (const field of ['to', 'cc', 'bcc'] as const) {
    const error = addressError(values[field]);
    if (error) errors[field] = error;
  }
  if (send && values.to.length === 0) errors.to = emailMessages.recipientRequired;
  return errors;
}
