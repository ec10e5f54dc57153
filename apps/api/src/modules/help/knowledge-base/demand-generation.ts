import type { KbCategoryText } from './types';

export const demandGeneration: KbCategoryText = {
  category: 'demand-generation',
  title: 'Demand Generation',
  desc: 'Landing pages, forms and events that bring in new leads, and the reports that show what worked.',
  groups: [
    {
      title: 'Landing Pages & Forms',
      icon: 'Target',
      iconColor: 'text-primary',
      questions: [
        {
          slug: 'how-do-i-create-a-landing-page',
          question: 'How do I create a landing page?',
          lastUpdated: '07 Feb 2024',
          content:
            '<p>Open <strong>Marketing › Landing pages</strong>, press <strong>New page</strong> and pick a template.</p><ol><li>Write one headline and one call to action: a page that asks for one thing converts best.</li><li>Add a form and choose the list that new contacts join.</li><li>Publish on your own domain or on ours.</li></ol>',
        },
        {
          slug: 'how-do-i-add-a-form-to-my-website',
          question: 'How do I add a form to my website?',
          lastUpdated: '21 Feb 2024',
          content:
            '<p>Build the form in <strong>Marketing › Forms</strong>, then press <strong>Embed</strong> and copy the snippet into your site’s HTML. The form takes your site’s fonts and colours.</p><p>Submissions create or update contacts and can start any automation.</p>',
        },
      ],
    },
    {
      title: 'Events & Webinars',
      icon: 'Calendar',
      iconColor: 'text-success',
      questions: [
        {
          slug: 'how-do-i-promote-a-webinar',
          question: 'How do I promote a webinar?',
          lastUpdated: '11 Mar 2024',
          content:
            '<p>Create the event in <strong>Marketing › Events</strong>; it gets a registration page of its own. Then:</p><ul><li>send an invitation to the segments the topic suits, about three weeks before;</li><li>send a reminder a week before to those who have not registered;</li><li>share the registration link on social media with the tracking parameters we generate.</li></ul>',
        },
        {
          slug: 'how-do-i-follow-up-with-attendees',
          question: 'How do I follow up with attendees?',
          lastUpdated: '25 Mar 2024',
          content:
            '<p>After the event, attendees and no-shows are saved as two lists. Send each its own e-mail within a day: the recording and next steps to attendees, the recording and a short summary to those who missed it.</p><p>Attendance adds to the lead score, so engaged attendees reach sales sooner.</p>',
        },
      ],
    },
    {
      title: 'Attribution',
      icon: 'BarChart2',
      iconColor: 'text-warning',
      questions: [
        {
          slug: 'how-is-campaign-attribution-calculated',
          question: 'How is campaign attribution calculated?',
          lastUpdated: '08 Apr 2024',
          content:
            '<p>Attribution shares the credit for a deal among the campaigns the contact met before it was won. You can choose the model:</p><ul><li><strong>First touch</strong>: all credit to the campaign that brought the contact in;</li><li><strong>Last touch</strong>: all credit to the last campaign before the deal;</li><li><strong>Linear</strong>: equal credit to every campaign on the way.</li></ul>',
        },
        {
          slug: 'how-do-i-track-utm-parameters',
          question: 'How do I track UTM parameters?',
          lastUpdated: '22 Apr 2024',
          content:
            '<p>Add <code>utm_source</code>, <code>utm_medium</code> and <code>utm_campaign</code> to the links you share. When a visitor arrives with them and later becomes a contact, the values are saved on the contact’s first visit.</p><p>Use the same spelling every time: “newsletter” and “Newsletter” count as two sources.</p>',
        },
      ],
    },
  ],
};
