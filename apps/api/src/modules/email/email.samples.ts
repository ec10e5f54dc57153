import type { EmailFolder, EmailLabel } from '@beacon/contract/email';
import { type SampleFile, sampleFiles } from './email.sample-files';

// Our own sample mailbox (ids 1–24 in this order): inbox 8
// (ids 24, 21, 15, 14, 8, 4, 2, 1; 3 unread), spam 6 (2 unread), trash 4 (all unread), draft 4,
// sent 2; starred 7, one of them (9) in the trash; unread 9; labels company 9, personal 7,
// private 6, important 3 — in the inbox personal 1, company 4, important 1, private 3.

export interface Contact {
  name: string;
  email: string;
  avatar: string;
}

const avatar = (n: number) => (n === 0 ? '' : `/assets/images/avatars/${n}.svg`);

// prettier-ignore
export const contacts: Contact[] = [
  { name: 'Amara Okafor', email: 'amara.okafor@northwind.example', avatar: avatar(1) },
  { name: 'Lucas Moreau', email: 'lucas.moreau@lumen.example', avatar: avatar(2) },
  { name: 'Priya Natarajan', email: 'priya@harbourlabs.example', avatar: avatar(3) },
  { name: 'Tomás Herrera', email: 'tomas.herrera@solstice.example', avatar: avatar(0) },
  { name: 'Hannah Becker', email: 'hannah.becker@kiefer.example', avatar: avatar(4) },
  { name: 'Kenji Watanabe', email: 'kenji@bluepine.example', avatar: avatar(5) },
  { name: 'Sofia Rossi', email: 'sofia.rossi@vela.example', avatar: avatar(6) },
  { name: 'Daniel Kowalski', email: 'daniel.k@ironbark.example', avatar: avatar(0) },
  { name: 'Leila Haddad', email: 'leila.haddad@cedar.example', avatar: avatar(7) },
  { name: 'Oliver Bennett', email: 'oliver@printworks.example', avatar: avatar(8) },
  { name: 'Chloé Dubois', email: 'chloe.dubois@atelier.example', avatar: avatar(9) },
  { name: 'Mateo Silva', email: 'mateo.silva@costa.example', avatar: avatar(10) },
];

const attachments = sampleFiles;

export interface Sample {
  subject: string;
  /** The other party: the sender of received mail, the recipient of sent mail and drafts. */
  contact: number;
  folder: EmailFolder;
  flags: ('unread' | 'starred')[];
  labels: EmailLabel[];
  paragraphs: string[];
  /** Stored in the file store by the seed, each mail's copy linked to its mailbox's owner. */
  attachments?: SampleFile[];
}

// prettier-ignore
export const samples: Sample[] = [
  { subject: 'Contract renewal for next year', contact: 0, folder: 'inbox', flags: ['starred'], labels: ['company'],
    paragraphs: ['Hi John,', 'The renewal terms are attached to our portal. The price stays the same if we sign before the end of the month.', 'Let me know if legal needs anything else.'] },
  { subject: 'Dinner on Saturday?', contact: 6, folder: 'inbox', flags: [], labels: ['private'],
    paragraphs: ['Hey!', 'We are trying the new place by the river on Saturday at eight. Are you in?'] },
  { subject: 'You have won a cruise (again)', contact: 7, folder: 'spam', flags: ['unread'], labels: ['personal'],
    paragraphs: ['Click the link below within the next hour to claim a prize you never entered for.'] },
  { subject: 'Office move: the floor plan', contact: 4, folder: 'inbox', flags: ['starred'], labels: ['company', 'private'],
    paragraphs: ['Hello everyone,', 'Here is the plan of the new office. Desks are first come, first served; the quiet room can be booked from the calendar.'],
    attachments: [attachments.floorPlan] },
  { subject: 'Re: Invoice 4987', contact: 2, folder: 'sent', flags: [], labels: ['company'],
    paragraphs: ['Hi Priya,', 'Thanks for the reminder. The payment went out this morning; you should see it in two days.'] },
  { subject: 'Notes for the board meeting', contact: 1, folder: 'draft', flags: [], labels: ['personal'],
    paragraphs: ['Points to raise: hiring plan, the new office, the support backlog.'] },
  { subject: 'Exclusive offer just for you', contact: 9, folder: 'spam', flags: [], labels: ['private'],
    paragraphs: ['Our best prices of the year, today only. Unsubscribe at any time.'] },
  { subject: 'Security review: action needed', contact: 5, folder: 'inbox', flags: [], labels: ['company', 'important'],
    paragraphs: ['Hi John,', 'The yearly security review is due on Friday. Please confirm who on your team still needs access to the production servers.'] },
  { subject: 'Old newsletter: spring edition', contact: 10, folder: 'trash', flags: ['unread', 'starred'], labels: ['personal'],
    paragraphs: ['Spring is here, and so is our seasonal round-up of recipes and walks.'] },
  { subject: 'Partnership proposal', contact: 11, folder: 'spam', flags: [], labels: ['company'],
    paragraphs: ['We would love to discuss a partnership that could triple your revenue overnight.'] },
  { subject: 'Holiday plans', contact: 6, folder: 'draft', flags: ['starred'], labels: ['personal'],
    paragraphs: ['Sofia, what do you think of the coast in the second week of August?'] },
  { subject: 'Printer quote (expired)', contact: 9, folder: 'trash', flags: ['unread'], labels: ['private', 'company'],
    paragraphs: ['Our quote for the office printers was valid until last month.'] },
  { subject: 'Urgent: verify your account', contact: 3, folder: 'spam', flags: ['unread'], labels: ['important'],
    paragraphs: ['Your account will be closed unless you enter your password on the page below.'] },
  { subject: 'Photos from the weekend', contact: 10, folder: 'inbox', flags: ['starred'], labels: ['private'],
    paragraphs: ['Here they are! The one by the lighthouse is my favourite.'] },
  { subject: 'Weekly traffic report', contact: 5, folder: 'inbox', flags: ['unread'], labels: ['company'],
    paragraphs: ['Hi John,', 'Last month’s traffic is attached. Sign-ups are up eleven percent; orders follow.'],
    attachments: [attachments.traffic] },
  { subject: 'Thanks for the introduction', contact: 8, folder: 'sent', flags: [], labels: [],
    paragraphs: ['Leila, thank you for putting me in touch with the design team. We meet next week.'] },
  { subject: 'Cancelled: budget sync', contact: 2, folder: 'trash', flags: ['unread'], labels: ['company'],
    paragraphs: ['This meeting has been cancelled by the organiser.'] },
  { subject: 'Birthday present ideas', contact: 11, folder: 'draft', flags: [], labels: ['personal', 'private'],
    paragraphs: ['A book, a plant, or tickets for the concert?'] },
  { subject: 'Limited-time webinar', contact: 7, folder: 'spam', flags: [], labels: ['company'],
    paragraphs: ['Join ten thousand marketers learning the one trick that changes everything.'] },
  { subject: 'Auto-reply: out of office', contact: 3, folder: 'trash', flags: ['unread'], labels: [],
    paragraphs: ['I am out of the office until Monday with limited access to e-mail.'] },
  { subject: 'Climbing on Thursday', contact: 11, folder: 'inbox', flags: ['unread'], labels: ['personal'],
    paragraphs: ['Same wall as last time? I can pick you up at six.'] },
  { subject: 'Feedback on the new pricing page', contact: 8, folder: 'draft', flags: [], labels: ['important'],
    paragraphs: ['Leila, a few thoughts on the pricing page before it goes live:'] },
  { subject: 'Your order has shipped', contact: 1, folder: 'spam', flags: ['starred'], labels: ['personal'],
    paragraphs: ['Your parcel is on its way. Track it with the number in your account.'] },
  { subject: 'Release 2.4 is ready for review', contact: 1, folder: 'inbox', flags: ['unread', 'starred'], labels: [],
    paragraphs: ['Hi John,', 'Release 2.4 is on the staging server. The notes are attached; could you look at them before Thursday?', 'Thanks, Lucas'],
    attachments: [attachments.releaseNotes] },
];

/** The thread under the newest mail (mail 24 has two replies, ids 25 and 26). */
export const replies: { fromOwner: boolean; paragraphs: string[]; hoursAgo: number }[] = [
  {
    fromOwner: true,
    paragraphs: ['Thanks Lucas, I will read the notes tonight. Is the migration part of it?'],
    hoursAgo: 2,
  },
  {
    fromOwner: false,
    paragraphs: ['Yes, it runs on start. Nothing to do by hand.'],
    hoursAgo: 0.25,
  },
];

/** Three welcome mails for a new account's inbox, oldest first. */
export const welcome: Omit<Sample, 'contact' | 'folder' | 'flags' | 'labels'>[] = [
  {
    subject: 'Welcome to Beacon',
    paragraphs: [
      'Hello,',
      'This mailbox is yours alone: nobody else reads it. Mail you send reaches the other users of this instance.',
      'The Beacon team',
    ],
  },
  {
    subject: 'Folders, labels and stars',
    paragraphs: [
      'Select mails to mark them read, star them, label them or move them; the trash keeps them until you delete them for good.',
    ],
  },
  {
    // In the message, not attached: a new account's mailbox is made with the account, where the
    // file store is not at hand.
    subject: 'Getting started checklist',
    paragraphs: [
      'Five things to try first:',
      '1. Open Email from the menu: this mailbox is yours alone.',
      '2. Star the mails you want to keep in sight; give them labels.',
      '3. Compose a mail to another user of this instance, with files attached: it lands in their inbox.',
      '4. Try the To-do, Calendar and eCommerce apps: everything you change is saved.',
      '5. Switch skins, the layout and the language from the navbar and the customizer.',
    ],
  },
];

export const beaconTeam: Contact = {
  name: 'Beacon Team',
  email: 'team@beacon.example',
  avatar: '',
};

export const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');
