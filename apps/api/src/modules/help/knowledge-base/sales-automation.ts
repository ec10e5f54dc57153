import type { KbCategoryText } from './types';

export const salesAutomation: KbCategoryText = {
  category: 'sales-automation',
  title: 'Sales Automation',
  desc: 'Pipelines, follow-ups and reports that keep every deal moving without the busywork.',
  groups: [
    {
      title: 'Getting Started',
      icon: 'Settings',
      iconColor: 'text-primary',
      questions: [
        {
          slug: 'how-do-i-set-up-my-first-sales-pipeline',
          question: 'How do I set up my first sales pipeline?',
          lastUpdated: '12 Mar 2024',
          content:
            '<p>A pipeline is the list of stages a deal goes through, from the first contact to the signature. Open <strong>Sales › Pipelines</strong> and press <strong>New pipeline</strong>.</p><ol><li>Name the pipeline after the product or team it serves.</li><li>Add one stage per step of your sales process, for example Qualified, Demo, Proposal and Negotiation.</li><li>Give each stage a win probability so that the forecast can weigh open deals.</li></ol><p>You can reorder or rename stages at any time; deals keep their place.</p>',
        },
        {
          slug: 'how-do-i-import-my-existing-contacts-and-deals',
          question: 'How do I import my existing contacts and deals?',
          lastUpdated: '02 Feb 2024',
          content:
            '<p>Export your data from your old tool as a CSV file, then open <strong>Settings › Import</strong>.</p><ul><li>Upload the file and match each column to a field.</li><li>Choose the pipeline and stage that imported deals start in.</li><li>Review the preview: rows with an invalid e-mail address are listed and skipped.</li></ul><p>Contacts that already exist are matched on their e-mail address and updated rather than duplicated.</p>',
        },
        {
          slug: 'which-sales-tasks-can-be-automated',
          question: 'Which sales tasks can be automated?',
          lastUpdated: '18 Jan 2024',
          content:
            '<p>Anything that follows a rule can run on its own. The most common automations are:</p><ul><li>creating a follow-up task when a deal reaches a stage;</li><li>sending a reminder e-mail when a proposal has not been opened for three days;</li><li>assigning new leads to the right rep by region or deal size;</li><li>updating the deal value when a quote is accepted.</li></ul><p>Start with one automation, watch it for a week, then add the next.</p>',
        },
      ],
    },
    {
      title: 'Workflows',
      icon: 'Zap',
      iconColor: 'text-warning',
      questions: [
        {
          slug: 'how-do-i-create-a-follow-up-sequence',
          question: 'How do I create a follow-up sequence?',
          lastUpdated: '25 Apr 2024',
          content:
            '<p>A sequence is a series of e-mails and tasks spaced out over days. Open <strong>Sales › Sequences</strong> and press <strong>New sequence</strong>.</p><ol><li>Add the first step: an e-mail template or a call task.</li><li>Set the delay before each next step, in working days.</li><li>Choose when a contact leaves the sequence, for example when they reply or book a meeting.</li></ol><p>Enrol contacts from a deal, a list or a workflow.</p>',
        },
        {
          slug: 'can-a-workflow-assign-leads-to-my-team',
          question: 'Can a workflow assign leads to my team automatically?',
          lastUpdated: '09 Apr 2024',
          content:
            '<p>Yes. Add an <strong>Assign owner</strong> action to a workflow that starts when a lead is created. You can assign:</p><ul><li>in turn (round robin) among the reps you choose;</li><li>by territory, using the lead’s country or region;</li><li>to the rep with the fewest open deals.</li></ul><p>Reps are notified by e-mail and in the app when a lead is assigned to them.</p>',
        },
        {
          slug: 'why-did-my-workflow-not-run',
          question: 'Why did my workflow not run?',
          lastUpdated: '30 May 2024',
          content:
            '<p>Open the workflow and look at its <strong>History</strong> tab: each record that was checked is listed with the reason it was or was not enrolled. The usual causes are:</p><ul><li>the workflow is still a draft and was never switched on;</li><li>the record does not meet one of the conditions;</li><li>the record was already enrolled and re-enrolment is off.</li></ul><p>Changes to a workflow apply to records enrolled after the change.</p>',
        },
      ],
    },
    {
      title: 'Reports',
      icon: 'BarChart2',
      iconColor: 'text-success',
      questions: [
        {
          slug: 'how-do-i-forecast-revenue-from-my-pipeline',
          question: 'How do I forecast revenue from my pipeline?',
          lastUpdated: '14 Jun 2024',
          content:
            '<p>The forecast adds up the value of open deals, each weighted by its stage’s win probability, for the months their close dates fall in.</p><p>Open <strong>Reports › Forecast</strong> and choose the pipeline and the period. Keep close dates and stage probabilities realistic: the forecast is only as good as they are.</p>',
        },
        {
          slug: 'how-do-i-see-each-reps-activity',
          question: 'How do I see each rep’s activity?',
          lastUpdated: '03 Jul 2024',
          content:
            '<p>The <strong>Activity</strong> report counts the calls, e-mails, meetings and tasks completed by each rep for the period you choose.</p><ul><li>Filter by team to compare reps who sell the same product.</li><li>Open a rep’s row to see the list of activities behind each number.</li></ul><p>Only managers and administrators see other reps’ figures.</p>',
        },
      ],
    },
  ],
};
