import type { Email, EmailAddress } from '@beacon/contract/email';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import type { ComposeRequest } from './compose-store';
import type { ComposeValues } from './compose-values';

/** The words the prefills write into a message, in the reader's language. */
export interface PrefillText {
  wrote: (date: string, name: string) => string;
  forwarded: string;
  from: string;
  date: string;
  subject: string;
  to: string;
  cc: string;
  attachments: string;
  formatDate: (iso: string) => string;
}

// The prefills write HTML: names and subjects come from other people's mail.
const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch,
  );

/** "Re: x" once, however many times the thread was answered (the same for "Fwd:"). */
const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`.trim();

const unique = (addresses: string[]) => {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

const emails = (people: EmailAddress[]) => people.map((p) => p.email);
const person = (p: EmailAddress) =>
  p.name ? `${escape(p.name)} &lt;${escape(p.email)}&gt;` : escape(p.email);

const empty: ComposeValues = {
  to: [],
  cc: [],
  bcc: [],
  subject: '',
  message: '',
  attachments: [],
};

function forward(source: Email, text: PrefillText): ComposeValues {
  const lines = [
    escape(text.forwarded),
    `${text.from} ${person(source.from)}`,
    `${text.date} ${escape(text.formatDate(source.time))}`,
    `${text.subject} ${escape(source.subject)}`,
    `${text.to} ${source.to.map(person).join(', ')}`,
  ];
  if (source.cc.length > 0) lines.push(`${text.cc} ${source.cc.map(person).join(', ')}`);
  // The store's files go along (the same files, no copy); older mail's can only be named.
  const named = source.attachments.filter((file) => !file.id);
  if (named.length > 0)
    lines.push(
      `${text.attachments} ${named.map((f) => escape(`${f.fileName} (${f.size})`)).join(', ')}`,
    );
  return {
    ...empty,
    attachments: source.attachments.filter((file) => file.id),
    subject: prefixed('Fwd:', source.subject),
    message: `<p></p><p>${lines.join('<br>')}</p>${sanitizeHtml(source.message)}`,
  };
}

function reply(source: Email, all: boolean, me: string, text: PrefillText): ComposeValues {
  const mine = (address: string) => address.toLowerCase() === me.toLowerCase();
  const fromMe = mine(source.from.email);
  // A reply to one's own sent mail goes to its recipients, not back to oneself.
  const others = unique(
    fromMe || all ? [source.from.email, ...emails(source.to)] : [source.from.email],
  ).filter((address) => !mine(address));
  // Mail one sent to oneself is answered to oneself.
  const to = others.length > 0 ? others : [source.from.email];
  const cc = all
    ? unique([...to, ...emails(source.cc)])
        .slice(to.length)
        .filter((a) => !mine(a))
    : [];
  const name = source.from.name || source.from.email;
  return {
    ...empty,
    to,
    cc,
    subject: prefixed('Re:', source.subject),
    message: `<p></p><p>${escape(text.wrote(text.formatDate(source.time), name))}</p><blockquote>${sanitizeHtml(source.message)}</blockquote>`,
  };
}

/**
 * The composer's first values for each way of opening it: blank; a reply to the sender (reply
 * all: and to the other recipients, never to oneself) quoting the mail; a forward with the mail
 * below a header; or a saved draft as it was, under its id. `me` is the signed-in address.
 */
export function prefill(request: ComposeRequest, me: string, text: PrefillText): ComposeValues {
  switch (request.mode) {
    case 'new':
      return empty;
    case 'draft': {
      const { draft } = request;
      return {
        to: emails(draft.to),
        cc: emails(draft.cc),
        bcc: emails(draft.bcc),
        subject: draft.subject,
        message: sanitizeHtml(draft.message),
        attachments: draft.attachments,
        draftId: draft.id,
      };
    }
    case 'forward':
      return forward(request.source, text);
    default:
      return reply(request.source, request.mode === 'replyAll', me, text);
  }
}
