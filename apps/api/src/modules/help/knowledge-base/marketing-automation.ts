import type { KbCategoryText } from './types';

export const marketingAutomation: KbCategoryText = {
  category: 'marketing-automation',
  title: 'Marketing Automation',
  desc: 'Campaigns that start on their own, the right message at the right time, and leads scored for sales.',
  groups: [
    {
      title: 'Campaigns',
      icon: 'Target',
      iconColor: 'text-danger',
      questions: [
        {
          slug: 'how-do-i-build-a-multi-step-campaign',
          question: 'How do I build a multi-step campaign?',
          lastUpdated: '21 Feb 2024',
          content:
            '<p>Open <strong>Marketing › Campaigns</strong> and press <strong>New campaign</strong>. The editor shows the campaign as a flow from top to bottom.</p><ol><li>Choose how contacts enter: a form, a list, or an event on your site.</li><li>Add steps: e-mails, waits, conditions that split the flow, and updates to contact fields.</li><li>Set a goal, such as a purchase, that takes contacts out of the campaign when they reach it.</li></ol><p>Press <strong>Start</strong> when the flow is ready; you can watch each step’s numbers as contacts move through.</p>',
        },
        {
          slug: 'can-i-pause-a-running-campaign',
          question: 'Can I pause a running campaign?',
          lastUpdated: '07 Mar 2024',
          content:
            '<p>Yes. Press <strong>Pause</strong> at the top of the campaign. Contacts stay where they are and no further step runs until you resume.</p><p>When you resume, waits that ended during the pause run at once. If the pause was long, check the next e-mails still make sense before resuming.</p>',
        },
        {
          slug: 'how-are-contacts-enrolled-in-a-campaign',
          question: 'How are contacts enrolled in a campaign?',
          lastUpdated: '19 Mar 2024',
          content:
            '<p>A contact enters a campaign when it meets the entry rule you set:</p><ul><li>it submits a chosen form;</li><li>it is added to a list;</li><li>it does something on your site, such as visiting the pricing page;</li><li>you add it by hand from its profile.</li></ul><p>Contacts who have unsubscribed from marketing e-mails are never enrolled.</p>',
        },
      ],
    },
    {
      title: 'Triggers & Conditions',
      icon: 'Filter',
      iconColor: 'text-info',
      questions: [
        {
          slug: 'which-events-can-start-an-automation',
          question: 'Which events can start an automation?',
          lastUpdated: '11 Apr 2024',
          content:
            '<p>An automation can start when a contact:</p><ul><li>is created or changes a field, such as its lifecycle stage;</li><li>opens or clicks an e-mail;</li><li>views a page or submits a form;</li><li>buys something, when your shop is connected.</li></ul><p>You can also start automations on a date, for example a renewal date or a birthday.</p>',
        },
        {
          slug: 'how-do-i-stop-contacts-entering-a-campaign-twice',
          question: 'How do I stop contacts entering a campaign twice?',
          lastUpdated: '28 Apr 2024',
          content:
            '<p>Open the campaign’s settings and switch off <strong>Allow re-enrolment</strong>. A contact that has been through the campaign once will then be skipped, even if it meets the entry rule again.</p><p>To exclude people in another campaign too, add a condition on the entry step: “is not in campaign …”.</p>',
        },
      ],
    },
    {
      title: 'Lead Scoring',
      icon: 'TrendingUp',
      iconColor: 'text-success',
      questions: [
        {
          slug: 'how-does-lead-scoring-work',
          question: 'How does lead scoring work?',
          lastUpdated: '16 May 2024',
          content:
            '<p>Each contact has a score made of points you give for who it is and what it does.</p><ul><li><strong>Fit</strong>: job title, company size, country.</li><li><strong>Engagement</strong>: e-mails opened, pages visited, forms submitted.</li></ul><p>Engagement points fade over time, so a contact that was active last year does not outrank one active today.</p>',
        },
        {
          slug: 'how-do-i-hand-a-qualified-lead-to-sales',
          question: 'How do I hand a qualified lead to sales?',
          lastUpdated: '04 Jun 2024',
          content:
            '<p>Agree with your sales team on the score that makes a lead ready, then build a workflow that starts when a contact’s score reaches it.</p><ol><li>Change its lifecycle stage to Sales Qualified Lead.</li><li>Assign it to a rep and create a call task.</li><li>Take it out of nurturing campaigns so that it does not get marketing e-mails during the sales talks.</li></ol>',
        },
      ],
    },
  ],
};
