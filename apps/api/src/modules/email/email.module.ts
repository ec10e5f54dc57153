import { accessLevels } from '@beacon/contract/access-values';
import type { Db } from '../../db/client';
import { type ApiModule, type ServiceLookup, hasRows } from '../../lib/module';
import { mailAvatars } from './avatar-refs';
import { type MailDirectory, sendEmail } from './email.compose';
import { emailRoutes } from './email.routes';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { beaconTeam } from './email.samples';
import { type MailOwner, seedEmail, seedMailbox } from './email.seed';
import * as tables from './email.table';

/** A mail from an account, delivered to the inbox of any account with the address it is sent to. */
export type SendMail = (
  db: Db,
  fromUserId: number,
  mail: { to: string; subject: string; message: string },
) => Promise<void>;

/**
 * A notice from Beacon itself (no account sends it), delivered unread to these accounts' inboxes:
 * an alarm, say. `message` is HTML, sanitized like any mail.
 */
export type SystemMail = (
  db: Db,
  recipients: readonly MailOwner[],
  mail: { subject: string; message: string },
) => Promise<void>;

declare module '../../lib/module' {
  interface Services {
    sendMail: SendMail;
    systemMail: SystemMail;
  }
}

/** Senders and recipients are accounts: the auth module's. */
const directoryOf = (service: ServiceLookup): MailDirectory => ({
  findById: (db, id) => service('accounts').byId(db, id),
  findByEmails: (db, addresses) => service('accounts').byEmails(db, addresses),
  files: () => service('files'),
});

/** Each account's mailbox: folders, labels, drafts, and mail between the accounts. */
export const emailModule: ApiModule = {
  id: 'email',
  routes: ({ service }) => emailRoutes({ directory: directoryOf(service) }),
  tables,
  seed: {
    // The demo admin's mailbox, addressed to the admin's own name and address.
    samples: async ({ db, service, count: wanted }) =>
      seedEmail(db, service('files'), {
        owner: await service('sampleAccounts').demoAdmin(db),
        emails: wanted('emails'),
      }),
    seeded: (db) => hasRows(db, tables.emails),
    // A database made before mail: the demo admin's samples, and a welcome mailbox for every other
    // account but the demo client, who may not read mail.
    catchUp: async ({ db, service, count: wanted }) => {
      const admin = await service('sampleAccounts').demoAdmin(db);
      await seedEmail(db, service('files'), { owner: admin, emails: wanted('emails') });
      for (const account of await service('accounts').all(db)) {
        const address = account.email.toLowerCase();
        if (address !== 'admin@demo.com' && address !== 'client@demo.com')
          await seedMailbox(db, account);
      }
    },
    counts: ['emails'],
  },
  subjects: {
    Email: {
      manager: accessLevels,
      user: accessLevels,
      support: accessLevels,
      'restricted-user': ['read'],
    },
  },
  audit: { emails: { subject: 'Email', owned: true } },
  provides: (service) => ({
    mailAvatars,
    sendMail: async (db, fromUserId, { to, subject, message }) => {
      await sendEmail(db, directoryOf(service), fromUserId, {
        to: [to],
        cc: [],
        bcc: [],
        subject,
        message,
        attachmentIds: [],
      });
    },
    systemMail: async (db, recipients, { subject, message }) => {
      if (recipients.length === 0) return;
      await db.insert(tables.emails).values(
        recipients.map((recipient) => ({
          userId: recipient.id,
          folder: 'inbox',
          isRead: false,
          fromEmail: beaconTeam.email,
          fromName: beaconTeam.name,
          to: [{ name: recipient.name, email: recipient.email }],
          subject,
          message: sanitizeHtml(message),
        })),
      );
    },
  }),
  contributes: { accountCreated: seedMailbox },
};
