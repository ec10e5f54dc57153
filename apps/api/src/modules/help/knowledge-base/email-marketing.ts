import type { KbCategoryText } from './types';

export const emailMarketing: KbCategoryText = {
  category: 'email-marketing',
  title: 'Email Marketing',
  desc: 'Newsletters that reach the inbox, lists that stay clean, and sends timed for your readers.',
  groups: [
    {
      title: 'Sending',
      icon: 'Mail',
      iconColor: 'text-primary',
      questions: [
        {
          slug: 'how-do-i-schedule-a-newsletter',
          question: 'How do I schedule a newsletter?',
          lastUpdated: '05 Feb 2024',
          content:
            '<p>When the newsletter is ready, press <strong>Send</strong> and choose <strong>Schedule</strong>. Pick a date and time in your account’s time zone, or let each contact receive it at the same local time.</p><p>A scheduled newsletter can be edited or unscheduled until it starts sending.</p>',
        },
        {
          slug: 'can-i-send-a-test-email-before-a-campaign',
          question: 'Can I send a test email before a campaign?',
          lastUpdated: '19 Feb 2024',
          content:
            '<p>Yes. Press <strong>Send test</strong> in the editor and enter up to five addresses. Tests show the personalisation of a contact you choose, so you can check tokens and fallbacks.</p><p>Test sends are marked [Test] in the subject and are left out of the reports.</p>',
        },
        {
          slug: 'what-is-the-best-time-to-send',
          question: 'What is the best time to send?',
          lastUpdated: '04 Mar 2024',
          content:
            '<p>It depends on your readers. Look at the <strong>Engagement by hour</strong> report of your past sends, then test two send times on halves of your list.</p><p>As a starting point, business audiences open most on weekday mornings and consumers in the evening and at weekends.</p>',
        },
      ],
    },
    {
      title: 'Deliverability',
      icon: 'Info',
      iconColor: 'text-warning',
      questions: [
        {
          slug: 'why-are-my-emails-going-to-spam',
          question: 'Why are my emails going to spam?',
          lastUpdated: '18 Mar 2024',
          content:
            '<p>Mailbox providers judge the sender, the list and the message. Check these in order:</p><ol><li>Your domain is authenticated with SPF, DKIM and DMARC.</li><li>Your list holds only people who asked to hear from you, and bounced addresses are removed.</li><li>The message has a clear sender name, a real subject and a balance of text and images.</li></ol><p>The deliverability report shows your bounce and complaint rates; keep complaints under 0.1%.</p>',
        },
        {
          slug: 'how-do-i-set-up-spf-dkim-and-dmarc',
          question: 'How do I set up SPF, DKIM and DMARC?',
          lastUpdated: '01 Apr 2024',
          content:
            '<p>Open <strong>Settings › Sending domains</strong> and add your domain. We show the DNS records to create:</p><ul><li>an SPF record that allows our servers to send for you;</li><li>two DKIM records that sign every message;</li><li>a DMARC record that tells providers what to do with mail that fails the checks.</li></ul><p>Create them with your DNS host, then press <strong>Verify</strong>. Changes can take a few hours to spread.</p>',
        },
      ],
    },
    {
      title: 'Lists & Unsubscribes',
      icon: 'Users',
      iconColor: 'text-info',
      questions: [
        {
          slug: 'how-do-unsubscribes-work',
          question: 'How do unsubscribes work?',
          lastUpdated: '15 Apr 2024',
          content:
            '<p>Every marketing e-mail carries an unsubscribe link and a one-click unsubscribe header. A contact who uses either stops receiving marketing e-mails at once, from every list.</p><p>Transactional e-mails, such as receipts, are still sent.</p>',
        },
        {
          slug: 'can-i-import-a-purchased-list',
          question: 'Can I import a purchased list?',
          lastUpdated: '29 Apr 2024',
          content:
            '<p>No. Purchased and rented lists are against our terms: the people on them never agreed to hear from you, and sending to them harms your reputation and that of everyone sharing our servers.</p><p>Grow your list with sign-up forms, events and content people want instead.</p>',
        },
      ],
    },
  ],
};
