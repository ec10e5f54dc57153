import { z } from 'zod';
import { optionalQuery, pageSchema, perPageSchema, recordIdSchema } from './common';
import { fileIdSchema } from './files';
import { cursorQuerySchema, pagedReplyFields } from './paging';
import { attachmentsMax } from './files-values';
import {
  emailBulkMax,
  emailFolders,
  emailLabels,
  emailMessageMax,
  emailMessages,
  emailPageSize,
  emailPageSizeMax,
  emailPaginateDirections,
  emailRecipientsMax,
  emailSubjectMax,
  emailViews,
  invalidAddresses,
  emailsListDefaults,
} from './email-values';

export * from './email-values';

const emailId = recordIdSchema;

export const emailFolderSchema = z.enum(emailFolders, {
  error: `folder must be one of: ${emailFolders.join(', ')}`,
});
export const emailLabelSchema = z.enum(emailLabels, {
  error: `label must be one of: ${emailLabels.join(', ')}`,
});

export const emailAddressSchema = z
  .object({ name: z.string(), email: z.string() })
  .meta({ id: 'EmailAddress' });
export type EmailAddress = z.infer<typeof emailAddressSchema>;

export const emailAttachmentSchema = z
  .object({
    fileName: z.string(),
    thumbnail: z.string().meta({ description: 'Icon URL, served by the app' }),
    url: z.string().meta({ description: 'Download URL, served by the app' }),
    size: z.string().meta({ description: 'Human-readable, e.g. "12 KB"' }),
    id: z.string().optional().meta({
      description:
        'Added: the file store’s id (`url` is `/api/files/{id}`); absent on mail stored before the file store',
    }),
    type: z.string().optional().meta({ description: 'Added: the sniffed media type' }),
    bytes: z.number().int().optional().meta({ description: 'Added: the size in bytes' }),
  })
  .meta({ id: 'EmailAttachment' });
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>;

const emailFields = {
  id: z.number().int(),
  from: z.object({ email: z.string(), name: z.string(), avatar: z.string() }),
  to: z.array(emailAddressSchema),
  cc: z.array(emailAddressSchema),
  bcc: z.array(emailAddressSchema).meta({ description: 'Only on the sender’s own copy' }),
  subject: z.string(),
  message: z.string().meta({ description: 'Sanitised HTML' }),
  attachments: z.array(emailAttachmentSchema),
  isStarred: z.boolean(),
  labels: z.array(emailLabelSchema),
  time: z.iso.datetime().meta({ description: 'When sent or last saved, ISO date-time (UTC)' }),
  folder: emailFolderSchema,
  isRead: z.boolean(),
};

/** A mail of a thread, under its first mail's `replies` (sample mail 24 has two). */
export const emailReplySchema = z.object(emailFields).meta({ id: 'EmailReply' });
export type EmailReply = z.infer<typeof emailReplySchema>;

export const emailSchema = z
  .object({ ...emailFields, replies: z.array(emailReplySchema) })
  .meta({ id: 'Email' });
export type Email = z.infer<typeof emailSchema>;

/** GET /apps/email/get-email and paginate-email: the mail itself plus its neighbours' existence. */
export const emailDetailSchema = emailSchema
  .extend({
    hasPreviousMail: z.boolean().meta({ description: 'A newer mail exists in the mailbox' }),
    hasNextMail: z.boolean().meta({ description: 'An older mail exists in the mailbox' }),
  })
  .meta({ id: 'EmailDetail' });
export type EmailDetail = z.infer<typeof emailDetailSchema>;

export const emailsMetaSchema = z.object({
  inbox: z.number().int().meta({ description: 'Unread mail in the inbox' }),
  draft: z.number().int().meta({ description: 'All drafts' }),
  spam: z.number().int().meta({ description: 'Unread mail in spam' }),
});
export type EmailsMeta = z.infer<typeof emailsMetaSchema>;

export const emailsListReplySchema = z.object({
  emails: z.array(emailSchema),
  emailsMeta: emailsMetaSchema,
  ...pagedReplyFields,
});
export type EmailsListReply = z.infer<typeof emailsListReplySchema>;

// ---------------------------------------------------------------------------------------------
// Inputs

export const emailsListQuerySchema = z.object({
  q: optionalQuery(z.string().trim().max(100, 'q must be at most 100 characters')),
  folder: optionalQuery(
    z.enum(emailViews, { error: `folder must be one of: ${emailViews.join(', ')}` }),
  ).default(emailsListDefaults.folder),
  label: optionalQuery(emailLabelSchema),
  page: pageSchema,
  perPage: perPageSchema(emailPageSize, emailPageSizeMax),
  cursor: cursorQuerySchema,
});
export type EmailsListQuery = z.infer<typeof emailsListQuerySchema>;
export type EmailsListQueryInput = z.input<typeof emailsListQuerySchema>;

const emailIds = z
  .array(emailId('emailIds'), { error: 'emailIds must be a list of email ids' })
  .min(1, 'emailIds must name at least one email')
  .max(emailBulkMax, `emailIds may name at most ${emailBulkMax} emails`)
  .refine((ids) => new Set(ids).size === ids.length, 'emailIds must not repeat an id');

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** Body of POST /apps/email/update-emails: only these three fields may change. */
export const updateEmailsBodySchema = z.object({
  emailIds,
  dataToUpdate: z
    .strictObject(
      {
        isRead: flag('isRead').optional(),
        isStarred: flag('isStarred').optional(),
        folder: emailFolderSchema.optional(),
      },
      { error: 'dataToUpdate may change only isRead, isStarred and folder' },
    )
    .refine(
      (data) => Object.values(data).some((value) => value !== undefined),
      'dataToUpdate must change isRead, isStarred or folder',
    ),
});
export type UpdateEmailsBody = z.infer<typeof updateEmailsBodySchema>;

/** Body of POST /apps/email/update-emails-label: the label is removed where present, else added. */
export const updateEmailsLabelBodySchema = z.object({ emailIds, label: emailLabelSchema });
export type UpdateEmailsLabelBody = z.infer<typeof updateEmailsLabelBodySchema>;

/** Body of POST /apps/email/delete-emails: mail in the trash, deleted for good. */
export const deleteEmailsBodySchema = z.object({ emailIds });
export const emailIdsReplySchema = z.object({ emailIds: z.array(z.number().int()) });
export type EmailIdsReply = z.infer<typeof emailIdsReplySchema>;

export const emailsReplySchema = z.object({ emails: z.array(emailSchema) });
export type EmailsReply = z.infer<typeof emailsReplySchema>;

/** `?id=3` of GET /apps/email/get-email. */
export const emailIdQuerySchema = z.object({ id: emailId('id') });
/** GET /apps/email/paginate-email: `dir` is `previous` (newer) or `next` (older). */
export const paginateEmailQuerySchema = z.object({
  dir: z.enum(emailPaginateDirections, {
    error: `dir must be one of: ${emailPaginateDirections.join(', ')}`,
  }),
  emailId: emailId('emailId'),
});
export type PaginateEmailQuery = z.infer<typeof paginateEmailQuerySchema>;

/** E-mail addresses, trimmed; the bad ones are named in one message under the field. */
const addresses = (field: string) =>
  z
    .array(z.string({ error: `${field} must be a list of e-mail addresses` }).trim(), {
      error: `${field} must be a list of e-mail addresses`,
    })
    .max(emailRecipientsMax, `${field} may name at most ${emailRecipientsMax} addresses`)
    .superRefine((list, ctx) => {
      const bad = list.filter((address) => !z.email().safeParse(address).success);
      if (bad.length > 0) ctx.addIssue({ code: 'custom', message: invalidAddresses(bad) });
    })
    .default([]);

const draftFields = {
  to: addresses('to'),
  cc: addresses('cc'),
  bcc: addresses('bcc'),
  subject: z
    .string({ error: 'subject must be text' })
    .trim()
    .max(emailSubjectMax, `The subject must be at most ${emailSubjectMax} characters`)
    .default(''),
  message: z
    .string({ error: 'message must be text (HTML)' })
    .max(emailMessageMax, `The message must be at most ${emailMessageMax} characters`)
    .default(''),
  attachmentIds: z
    .array(fileIdSchema('attachmentIds'), { error: 'attachmentIds must be a list of file ids' })
    .max(attachmentsMax, `At most ${attachmentsMax} attachments on one mail`)
    .refine((ids) => new Set(ids).size === ids.length, 'attachmentIds must not repeat a file')
    .default([]),
};

/**
 * Body of POST /apps/email/drafts: a new draft, or with `id` an update of one of the caller's
 * drafts. Addresses must be valid, but none is required yet.
 */
export const saveDraftBodySchema = z
  .object({ id: emailId('id').optional(), ...draftFields })
  .refine(
    (draft) =>
      draft.to.length + draft.cc.length + draft.bcc.length > 0 ||
      draft.subject !== '' ||
      draft.attachmentIds.length > 0 ||
      draft.message.replace(/<[^>]*>/g, '').trim() !== '',
    emailMessages.emptyDraft,
  );
export type SaveDraftBody = z.infer<typeof saveDraftBodySchema>;
export type SaveDraftInput = z.input<typeof saveDraftBodySchema>;

/**
 * Body of POST /apps/email/send: stored in the sender's Sent, and a copy goes unread to the inbox
 * of each recipient who is a user of this instance. `draftId` names the draft being sent, which
 * leaves the Draft folder.
 */
export const sendEmailBodySchema = z
  .object({ draftId: emailId('draftId').optional(), ...draftFields })
  .superRefine((mail, ctx) => {
    if (mail.to.length === 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: emailMessages.recipientRequired });
    if (mail.to.length + mail.cc.length + mail.bcc.length > emailRecipientsMax)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `At most ${emailRecipientsMax} recipients in all`,
      });
  });
export type SendEmailBody = z.infer<typeof sendEmailBodySchema>;
export type SendEmailInput = z.input<typeof sendEmailBodySchema>;

export const emailReplyBodySchema = z.object({ email: emailSchema });
export type EmailWriteReply = z.infer<typeof emailReplyBodySchema>;
