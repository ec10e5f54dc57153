import type { KbCategoryText } from './types';

export const personalization: KbCategoryText = {
  category: 'personalization',
  title: 'Personalization',
  desc: 'Pages and messages that change with each visitor, built on segments you control.',
  groups: [
    {
      title: 'Content',
      icon: 'Sliders',
      iconColor: 'text-primary',
      questions: [
        {
          slug: 'how-do-i-show-different-content-to-different-visitors',
          question: 'How do I show different content to different visitors?',
          lastUpdated: '13 Feb 2024',
          content:
            '<p>Select a section of a page or an e-mail and choose <strong>Personalise</strong>. Add one version per segment, and a default version for everyone else.</p><p>When several segments match a visitor, the first version in the list wins: put the most specific one on top.</p>',
        },
        {
          slug: 'can-i-use-a-contacts-first-name-on-a-page',
          question: 'Can I use a contact’s first name on a page?',
          lastUpdated: '27 Feb 2024',
          content:
            '<p>Yes, with a personalisation token such as <code>{{contact.firstname}}</code>. Always give a fallback, for example “there”, for visitors we do not know yet.</p><p>Tokens are filled in on our servers, so the page never exposes other contacts’ data.</p>',
        },
      ],
    },
    {
      title: 'Segments',
      icon: 'Users',
      iconColor: 'text-success',
      questions: [
        {
          slug: 'how-do-i-build-a-segment',
          question: 'How do I build a segment?',
          lastUpdated: '12 Mar 2024',
          content:
            '<p>Open <strong>Contacts › Segments</strong> and press <strong>New segment</strong>. Combine rules on:</p><ul><li>contact fields, such as country or industry;</li><li>behaviour, such as pages viewed in the last 30 days;</li><li>membership of lists and campaigns.</li></ul><p>The count of matching contacts updates as you edit the rules.</p>',
        },
        {
          slug: 'how-often-are-segments-updated',
          question: 'How often are segments updated?',
          lastUpdated: '26 Mar 2024',
          content:
            '<p>Segments based on contact fields update within a minute of a change. Segments based on behaviour over a period, such as “visited twice this week”, are recalculated every hour.</p>',
        },
      ],
    },
    {
      title: 'Privacy',
      icon: 'Lock',
      iconColor: 'text-danger',
      questions: [
        {
          slug: 'do-visitors-have-to-consent-to-personalization',
          question: 'Do visitors have to consent to personalization?',
          lastUpdated: '09 Apr 2024',
          content:
            '<p>In many countries, yes: personalisation based on tracking needs the visitor’s consent. Connect your cookie banner in <strong>Settings › Privacy</strong>.</p><p>Visitors who decline see the default version of every personalised section, and no behaviour is recorded for them.</p>',
        },
        {
          slug: 'how-do-i-delete-a-visitors-data',
          question: 'How do I delete a visitor’s data?',
          lastUpdated: '23 Apr 2024',
          content:
            '<p>Open the contact and choose <strong>Delete permanently</strong>. Its fields, activity and segment memberships are erased within 24 hours, and it is kept on a suppression list so that it is not re-created by an import.</p><p>Deletion requests made through the API are handled the same way.</p>',
        },
      ],
    },
  ],
};
