// The e-mail module's fixed values without zod, for code that must stay small: the web app's route
// search schemas are in its first-paint bundle (email.ts re-exports all of this).

/** The folders a mail can be in, in the order the sidebar lists them. */
export const emailFolders = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export type EmailFolder = (typeof emailFolders)[number];

/**
 * What the list's `folder` may ask for: a folder; `starred`, starred mail outside the trash; or
 * `all`, every folder but the trash (a label view shows its mail wherever it is, not only in the
 * inbox).
 */
export const emailViews = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash', 'all'] as const;
export type EmailView = (typeof emailViews)[number];

/** The labels in the sidebar's order, and their colours. */
export const emailLabels = ['personal', 'company', 'important', 'private'] as const;
export type EmailLabel = (typeof emailLabels)[number];
export const emailLabelColors: Record<EmailLabel, string> = {
  personal: 'green',
  company: 'blue',
  important: 'orange',
  private: 'red',
};

export const emailPaginateDirections = ['previous', 'next'] as const;
export type EmailPaginateDirection = (typeof emailPaginateDirections)[number];

/** Added to the kept API: the list is paged, so a mailbox of thousands answers quickly. */
export const emailPageSize = 50;
/** The mail list's search when a client leaves a param out: the inbox's first page. */
export const emailsListDefaults = { q: '', page: 1, folder: 'inbox' } as const;
export const emailPageSizeMax = 100;
export const emailSubjectMax = 300;
/** Sanitised HTML of a message body. */
export const emailMessageMax = 100_000;
/** Addresses in to, cc and bcc together. */
export const emailRecipientsMax = 50;
/** The most ids one bulk call may name. */
export const emailBulkMax = 1_000;

export const emailMessages = {
  emailNotFound: 'Email not found',
  noNeighbour: 'No email in that direction',
  recipientRequired: 'Add at least one recipient',
  emptyDraft: 'The draft is empty: add a recipient, a subject or a message',
  notInTrash: 'Only mail in the trash can be deleted for good; move it to the trash first',
} as const;

/** The message for a field's bad addresses, as the API gives it and the composer shows it. */
export const invalidAddresses = (bad: string[]) =>
  bad.length === 1
    ? `Not a valid e-mail address: ${bad[0] || '(empty)'}`
    : `Not valid e-mail addresses: ${bad.map((a) => a || '(empty)').join(', ')}`;
