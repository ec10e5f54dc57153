import { createRoute } from '@hono/zod-openapi';
import { errorReplySchema } from '@beacon/contract/common';
import {
  deleteEmailsBodySchema,
  emailDetailSchema,
  emailIdQuerySchema,
  emailIdsReplySchema,
  emailMessages,
  emailReplyBodySchema,
  emailsListQuerySchema,
  emailsListReplySchema,
  emailsReplySchema,
  paginateEmailQuerySchema,
  saveDraftBodySchema,
  sendEmailBodySchema,
  updateEmailsBodySchema,
  updateEmailsLabelBodySchema,
} from '@beacon/contract/email';
import { badRequest, notFound } from '../../lib/errors';
import { languageOf } from '../../lib/language';
import { requires } from '../../lib/guard';
import {
  badInput,
  bearerSecurity,
  guardedReplies,
  json,
  jsonBody,
  mailFailedReply,
} from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { type MailDirectory, saveDraft, sendEmail } from './email.compose';
import { deliverOutside } from './email.outside';
import * as repo from './email.repo';

const tags = ['E-mail'];
const guarded = { tags, security: bearerSecurity } as const;
const unknownMail = {
  404: json(errorReplySchema, 'One of the ids is not a mail of the caller’s: nothing changed'),
};
const sanitised =
  'The message is HTML, sanitised where it is stored: only p, br, strong, b, em, i, u, s, ul, ol, li, a[href] (http, https, mailto), blockquote, code, pre, h1–h3 and hr are kept.';

const attached =
  '`attachmentIds` names files uploaded with `POST /api/files?kind=attachment`, or files of a mail the caller may read (a forward carries them so, without a copy); each mailbox’s copy may read them. Together at most 50 MB (413).';
const tooLarge = {
  413: json(errorReplySchema, 'The attachments together pass the limit of one mail'),
};

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/email/emails',
  summary: 'The caller’s mail in one folder or view, newest first, with the sidebar counts',
  description:
    'No folder: the inbox. `trash` shows only the trash; `starred` starred mail outside the trash; `all` every folder but the trash; any other value that folder. `q` matches the subject or an attachment’s file name (case-insensitive; `%` and `_` are literal). `label` narrows to mail carrying it. Added to the kept API: paged (`page`, `perPage` = 50) with `total`; or by `cursor` (`first`, `last`, or one of the reply’s `cursors`; `page` is then ignored). `total` is exact when `totalExact` is true, an estimate past 10,000 mails. `emailsMeta` is the same whatever the filters: unread inbox, all drafts, unread spam.',
  middleware: [requires('read', 'Email')] as const,
  request: { query: emailsListQuerySchema },
  responses: { 200: json(emailsListReplySchema, 'The mail'), ...badInput, ...guardedReplies },
});

const updateRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/email/update-emails',
  summary: 'Mark read or unread, star or unstar, or move the given mails',
  description:
    '`dataToUpdate` may hold `isRead`, `isStarred` and `folder` only. All or nothing: an id that is not the caller’s is a 404 and nothing changes.',
  middleware: [requires('update', 'Email')] as const,
  request: { body: jsonBody(updateEmailsBodySchema) },
  responses: {
    200: json(emailsReplySchema, 'Updated (the mails as they are now)'),
    ...badInput,
    ...unknownMail,
    ...guardedReplies,
  },
});

const labelRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/email/update-emails-label',
  summary: 'Toggle a label on each of the given mails (removed where present, else added)',
  middleware: [requires('update', 'Email')] as const,
  request: { body: jsonBody(updateEmailsLabelBodySchema) },
  responses: {
    200: json(emailsReplySchema, 'Updated (the mails as they are now)'),
    ...badInput,
    ...unknownMail,
    ...guardedReplies,
  },
});

const deleteRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/email/delete-emails',
  summary: 'Delete mail in the trash for good (an addition to the kept API)',
  description:
    'Every mail must be in the trash (else 400, nothing deleted); to delete other mail, move it to the trash with update-emails.',
  middleware: [requires('delete', 'Email')] as const,
  request: { body: jsonBody(deleteEmailsBodySchema) },
  responses: {
    200: json(emailIdsReplySchema, 'Deleted'),
    ...badInput,
    ...unknownMail,
    ...guardedReplies,
  },
});

const getRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/email/get-email',
  summary: 'One mail (not wrapped) with hasPreviousMail / hasNextMail',
  description:
    'The flags follow one fixed order of the caller’s whole mailbox (all folders, newest first): `hasPreviousMail` when a newer mail exists, `hasNextMail` when an older one does.',
  middleware: [requires('read', 'Email')] as const,
  request: { query: emailIdQuerySchema },
  responses: {
    200: json(emailDetailSchema, 'The mail'),
    ...badInput,
    404: json(errorReplySchema, 'The caller has no mail with this id'),
    ...guardedReplies,
  },
});

const paginateRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/email/paginate-email',
  summary: 'The neighbour of a mail: `previous` is the next newer one, `next` the next older one',
  description:
    'In the order of get-email’s flags (the whole mailbox, newest first), so `previous` undoes `next`. 404 at either end, or when the caller has no mail `emailId`.',
  middleware: [requires('read', 'Email')] as const,
  request: { query: paginateEmailQuerySchema },
  responses: {
    200: json(emailDetailSchema, 'The neighbour'),
    ...badInput,
    404: json(errorReplySchema, 'No mail in that direction, or no such mail'),
    ...guardedReplies,
  },
});

const draftRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/email/drafts',
  summary:
    'Save a draft (an addition to the kept API); with `id`, update one of the caller’s drafts',
  description: `Addresses must be valid e-mail addresses but none is required yet. ${attached} ${sanitised}`,
  middleware: [requires('create', 'Email')] as const,
  request: { body: jsonBody(saveDraftBodySchema) },
  responses: {
    201: json(emailReplyBodySchema, 'Saved as a new draft'),
    200: json(emailReplyBodySchema, 'Draft updated'),
    ...badInput,
    404: json(errorReplySchema, 'The caller has no draft with this id'),
    ...tooLarge,
    ...guardedReplies,
  },
});

const sendRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/email/send',
  summary: 'Send a mail (an addition to the kept API)',
  description: `Stored in the sender’s Sent; each recipient (to, cc, bcc) who is a user of this instance gets a copy in their inbox, unread, without the bcc list; every other address gets it as a real mail of its own (through SMTP, or kept in the outbox when the server has none), introduced in the sender’s language. With \`draftId\` the draft is sent and leaves the Draft folder. At least one \`to\` address; every address valid. ${attached} Addresses outside the instance get the attachments’ names and sizes in the message, not the files. ${sanitised}`,
  middleware: [requires('create', 'Email')] as const,
  request: { body: jsonBody(sendEmailBodySchema) },
  responses: {
    201: json(emailReplyBodySchema, 'Sent (the sender’s copy)'),
    ...badInput,
    404: json(errorReplySchema, 'The caller has no draft `draftId`'),
    ...tooLarge,
    ...guardedReplies,
    ...mailFailedReply,
  },
});

const mailNotFound = () => notFound(emailMessages.emailNotFound);

export function emailRoutes({ directory }: { directory: MailDirectory }) {
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await repo.listEmails(c.var.db, c.var.principal.id, c.req.valid('query')), 200),
    )
    .openapi(updateRoute, async (c) => {
      const emails = await repo.updateEmails(c.var.db, c.var.principal.id, c.req.valid('json'));
      if (!emails) throw mailNotFound();
      return c.json({ emails }, 200);
    })
    .openapi(labelRoute, async (c) => {
      const { emailIds, label } = c.req.valid('json');
      const emails = await repo.toggleLabel(c.var.db, c.var.principal.id, emailIds, label);
      if (!emails) throw mailNotFound();
      return c.json({ emails }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      const { emailIds } = c.req.valid('json');
      const outcome = await repo.deleteEmails(
        c.var.db,
        directory.files(),
        c.var.principal.id,
        emailIds,
      );
      if (!outcome) throw mailNotFound();
      if (outcome === 'notInTrash') throw badRequest({ emailIds: [emailMessages.notInTrash] });
      return c.json({ emailIds }, 200);
    })
    .openapi(getRoute, async (c) => {
      const mail = await repo.getEmail(c.var.db, c.var.principal.id, c.req.valid('query').id);
      if (!mail) throw mailNotFound();
      return c.json(mail, 200);
    })
    .openapi(paginateRoute, async (c) => {
      const mail = await repo.paginateEmail(c.var.db, c.var.principal.id, c.req.valid('query'));
      if (mail === 'missing') throw mailNotFound();
      if (mail === 'end') throw notFound(emailMessages.noNeighbour);
      return c.json(mail, 200);
    })
    .openapi(draftRoute, async (c) => {
      const saved = await saveDraft(c.var.db, directory, c.var.principal.id, c.req.valid('json'));
      if (!saved) throw mailNotFound();
      return saved.created
        ? c.json({ email: saved.email }, 201)
        : c.json({ email: saved.email }, 200);
    })
    .openapi(sendRoute, async (c) => {
      const body = c.req.valid('json');
      const email = await sendEmail(c.var.db, directory, c.var.principal.id, body);
      if (!email) throw mailNotFound();
      await deliverOutside(
        c.var.db,
        c.var.config,
        directory,
        email.from,
        { ...body, message: email.message, attachments: email.attachments },
        languageOf(c.req.header('accept-language')),
      );
      return c.json({ email }, 201);
    });
}
