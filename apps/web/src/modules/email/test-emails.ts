import type { Email, EmailsListReply, EmailsMeta } from '@beacon/contract/email';

/** A mail as the API returns it; fields not given are those of a read inbox mail from Amara. */
export const testEmail = (id: number, subject: string, fields: Partial<Email> = {}): Email => ({
  id,
  from: { email: 'amara@example.com', name: 'Amara Okafor', avatar: '' },
  to: [{ name: 'John Doe', email: 'admin@demo.com' }],
  cc: [],
  bcc: [],
  subject,
  message: `<p>About ${subject.toLowerCase()}.</p><p>Second paragraph.</p>`,
  attachments: [],
  isStarred: false,
  labels: [],
  time: '2024-03-11T09:30:00.000Z',
  folder: 'inbox',
  isRead: true,
  replies: [],
  ...fields,
});

/**
 * GET /apps/email/emails's reply for these mails: the first page, with a next page when `total`
 * says there are more; `paging` sets the total's exactness and the cursors.
 */
export const listReply = (
  emails: Email[],
  meta: Partial<EmailsMeta> = {},
  total = emails.length,
  paging: Partial<Pick<EmailsListReply, 'totalExact' | 'cursors'>> = {},
): EmailsListReply => ({
  emails,
  emailsMeta: { inbox: 0, draft: 0, spam: 0, ...meta },
  total,
  totalExact: true,
  cursors: { prev: null, next: total > emails.length ? 'cursor-after-page-1' : null },
  ...paging,
});
