import type { EmailAttachment } from '@beacon/contract/email';
import { emailMessages, invalidAddresses } from '@beacon/contract/email-values';
import { fileMessages } from '@beacon/contract/files-values';
import type { TFunction } from 'i18next';

/** What the composer edits; `draftId` is the saved draft it updates and, on Send, sends. */
export interface ComposeValues {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  message: string;
  /** Files the mail carries already: a draft's, or the forwarded mail's. */
  attachments: EmailAttachment[];
  draftId?: number;
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

/** The file store's messages the composer words in the reader's language. */
export const attachMessages: Readonly<Record<string, string>> = {
  [fileMessages.tooLarge('attachment')]: 'email.compose.attach.errors.tooLarge',
  [fileMessages.empty]: 'email.compose.attach.errors.empty',
  [fileMessages.messageTooLarge]: 'email.compose.attach.errors.mailTooLarge',
  [fileMessages.unknownFile]: 'email.compose.attach.errors.unknown',
};

/**
 * A message of the contract, from the browser's check or the API's reply, in the reader's
 * language (the contract words them in English); one it does not know is shown as it came.
 */
export function errorText(message: string, t: TFunction): string {
  if (message === emailMessages.recipientRequired) return t('email.compose.errors.noRecipient');
  const file = attachMessages[message];
  if (file) return t(file);
  const one = /^Not a valid e-mail address: (.*)$/s.exec(message);
  if (one) return t('email.compose.errors.invalidAddress', { address: one[1] });
  const many = /^Not valid e-mail addresses: (.*)$/s.exec(message);
  if (many) return t('email.compose.errors.invalidAddresses', { addresses: many[1] });
  return message;
}
