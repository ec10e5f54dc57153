import type { KbCategoryText } from './types';

/** The default of `GET /faq/data/question` lives here (kept for API compatibility). */
export const defaultQuestionSlug = 'why-was-my-developer-application-rejected';

export const apiQuestions: KbCategoryText = {
  category: 'api-questions',
  title: 'API Questions',
  desc: 'Developer applications, keys and webhooks for everyone who builds on the platform.',
  groups: [
    {
      title: 'Developer Applications',
      icon: 'Code',
      iconColor: 'text-primary',
      questions: [
        {
          slug: defaultQuestionSlug,
          question: 'Why was my developer application rejected?',
          lastUpdated: '10 Dec 2023',
          content:
            '<p>Every application that asks for access to customer data is reviewed before it goes live. The rejection e-mail names the reasons; the most frequent are:</p><ul><li>the privacy policy link is missing or does not say how customer data is used;</li><li>the application asks for more permissions (scopes) than it needs;</li><li>the description or screenshots do not show what the application does;</li><li>the redirect address does not use HTTPS.</li></ul><p>Fix the points raised, then press <strong>Submit again</strong> on the application’s page. A second review usually takes less time than the first.</p>',
        },
        {
          slug: 'how-do-i-register-a-developer-application',
          question: 'How do I register a developer application?',
          lastUpdated: '15 Jan 2024',
          content:
            '<p>Sign in to the developer portal and press <strong>New application</strong>.</p><ol><li>Give the application a name, a description and an icon.</li><li>Enter the redirect addresses used by your sign-in flow.</li><li>Pick the scopes the application needs, and only those.</li></ol><p>You receive a client id at once. A test account lets you build before the review; the review is needed only to publish.</p>',
        },
        {
          slug: 'how-long-does-application-review-take',
          question: 'How long does application review take?',
          lastUpdated: '29 Jan 2024',
          content:
            '<p>Most applications are reviewed within five working days. Applications that ask for sensitive scopes, such as billing or personal data, can take up to ten.</p><p>You can follow the review on the application’s page; we e-mail you as soon as it is decided.</p>',
        },
      ],
    },
    {
      title: 'Authentication',
      icon: 'Key',
      iconColor: 'text-warning',
      questions: [
        {
          slug: 'how-do-i-get-an-api-key',
          question: 'How do I get an API key?',
          lastUpdated: '08 Feb 2024',
          content:
            '<p>Administrators create keys in <strong>Settings › API keys</strong>. Each key has a name and the scopes it may use.</p><p>The key is shown once, when it is created: store it in your secrets manager, never in source code. Send it in the <code>Authorization</code> header of every request.</p>',
        },
        {
          slug: 'how-do-i-rotate-a-leaked-api-key',
          question: 'How do I rotate a leaked API key?',
          lastUpdated: '22 Feb 2024',
          content:
            '<p>Act at once: a leaked key gives its scopes to anyone who has it.</p><ol><li>Create a new key with the same scopes.</li><li>Deploy it to every service that used the old one.</li><li>Revoke the old key in <strong>Settings › API keys</strong>; requests made with it fail from that moment.</li></ol><p>The key’s activity log shows which addresses used it, so you can check for misuse.</p>',
        },
        {
          slug: 'what-are-the-api-rate-limits',
          question: 'What are the API rate limits?',
          lastUpdated: '06 Mar 2024',
          content:
            '<p>Each key may make 100 requests per 10 seconds and 250,000 per day. Every reply carries headers with the limit, what remains and when it resets.</p><p>A request over the limit gets status 429; wait for the number of seconds in its <code>Retry-After</code> header before trying again.</p>',
        },
      ],
    },
    {
      title: 'Webhooks',
      icon: 'Zap',
      iconColor: 'text-info',
      questions: [
        {
          slug: 'how-do-i-verify-a-webhook-signature',
          question: 'How do I verify a webhook signature?',
          lastUpdated: '20 Mar 2024',
          content:
            '<p>Every webhook request carries a signature header: an HMAC-SHA256 of the raw request body, made with your webhook’s secret.</p><ol><li>Compute the same HMAC over the body exactly as received, before parsing it.</li><li>Compare it with the header in constant time.</li><li>Reject requests whose timestamp header is more than five minutes old.</li></ol>',
        },
        {
          slug: 'what-happens-when-my-webhook-endpoint-is-down',
          question: 'What happens when my webhook endpoint is down?',
          lastUpdated: '03 Apr 2024',
          content:
            '<p>A delivery that does not get a 2xx reply within ten seconds is retried with growing delays for up to three days. Deliveries may therefore arrive late and out of order: use the event’s timestamp, not the arrival time.</p><p>After three days of failures the webhook is switched off and the administrators get an e-mail.</p>',
        },
      ],
    },
  ],
};
