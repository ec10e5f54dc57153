import type { FaqReply, KbCategory, KbGroup, KbQuestionReply } from '@beacon/contract/help';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { json, mockApi } from '../../test/api';
import { renderRoute } from '../../test/render';
import { signInAs } from '../../test/session';

const slow = { timeout: 10_000 };

const category = (icon: FaqReply['payment']['icon'], title: string, questions: string[]) => ({
  icon,
  title,
  subtitle: `About ${title}`,
  qandA: questions.map((question) => ({ question, ans: `Answer to ${question}` })),
});

const faq: FaqReply = {
  payment: category('CreditCard', 'Payment', ['Which cards do you take?']),
  delivery: category('ShoppingBag', 'Delivery', ['Can I cancel a shipped order?', 'How fast?']),
  cancellationReturn: category('RefreshCw', 'Cancellation & Return', ['How do I cancel?']),
  myOrders: category('Package', 'My Orders', ['Where is my order?']),
  productServices: category('Settings', 'Product & Services', ['Is there a warranty?']),
};

/** The API's search: questions holding q, without case; every category stays. */
const searchFaq = (q: string): FaqReply =>
  Object.fromEntries(
    Object.entries(faq).map(([key, value]) => [
      key,
      {
        ...value,
        qandA: value.qandA.filter((e) => e.question.toLowerCase().includes(q.toLowerCase())),
      },
    ]),
  ) as FaqReply;

const kb: KbCategory[] = [
  {
    id: 1,
    category: 'api-questions',
    img: '/x.svg',
    title: 'API Questions',
    desc: 'Keys and webhooks',
  },
];
const groups: KbGroup[] = [
  {
    id: 1,
    title: 'Authentication',
    icon: 'Key',
    iconColor: 'text-warning',
    questions: [
      { id: 1, question: 'How do I get an API key?', slug: 'get-a-key' },
      { id: 2, question: 'What are the rate limits?', slug: 'rate-limits' },
    ],
  },
];
const question: KbQuestionReply = {
  title: 'How do I get an API key?',
  lastUpdated: '08 Feb 2024',
  relatedQuestions: [{ id: 2, question: 'What are the rate limits?', slug: 'rate-limits' }],
  content: '<p>Open the settings.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  category: 'api-questions',
  slug: 'get-a-key',
};

describe('FAQ page', { timeout: 30_000 }, () => {
  it('shows the categories with Payment first, and a search opens its first matching category', async () => {
    signInAs('admin');
    const server = mockApi({ 'GET /faq/data': ({ query }) => searchFaq(query.q ?? '') });
    await renderRoute('/pages/faq');
    const payment = await screen.findByRole('tab', { name: 'Payment' }, slow);
    expect(payment).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Which cards do you take?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call us: + (810) 2548 2568' })).toBeVisible();
    expect(server.callsTo('GET /faq/data')[0]?.query).toEqual({});
  });

  it('keeps q from the URL, counts matches per category and opens the first with any', async () => {
    signInAs('admin');
    const server = mockApi({ 'GET /faq/data': ({ query }) => searchFaq(query.q ?? '') });
    await renderRoute('/pages/faq?q=cancel');
    await screen.findByRole('tab', { name: /Delivery/ }, slow);
    const delivery = await screen.findByRole('tab', { name: 'Delivery, 1 match' }, slow);
    await waitFor(() => expect(delivery).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tab', { name: 'Payment, 0 matches' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Cancellation & Return, 1 match' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Search the FAQ' })).toHaveValue('cancel');
    const panel = screen.getByRole('tabpanel', { name: 'Delivery, 1 match' });
    expect(
      within(panel).getByRole('button', { name: 'Can I cancel a shipped order?' }),
    ).toBeVisible();
    expect(within(panel).queryByText('How fast?')).toBeNull();
    expect(server.callsTo('GET /faq/data')[0]?.query).toEqual({ q: 'cancel' });
  });

  it('says "No results found" when nothing matches', async () => {
    signInAs('admin');
    mockApi({ 'GET /faq/data': ({ query }) => searchFaq(query.q ?? '') });
    await renderRoute('/pages/faq?q=zzz');
    await screen.findByRole('tab', { name: /Payment/ }, slow);
    expect(within(screen.getByRole('tabpanel')).getByText('No results found')).toBeVisible();
  });

  it('offers a retry when the questions cannot be loaded', async () => {
    signInAs('admin');
    let fail = true;
    mockApi({ 'GET /faq/data': () => (fail ? json({ error: 'Internal error' }, 500) : faq) });
    const { user } = await renderRoute('/pages/faq');
    expect(await screen.findByText('The questions could not be loaded.', {}, slow)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Payment' }, slow)).toBeVisible();
  });
});

describe('knowledge base pages', { timeout: 30_000 }, () => {
  const api = () =>
    mockApi({
      'GET /faq/data/knowledge_base': kb,
      'GET /faq/data/category': ({ query }) =>
        query.category === 'api-questions'
          ? groups
          : json({ error: 'No such knowledge-base category' }, 404),
      'GET /faq/data/question': ({ query }) =>
        query.question === 'get-a-key'
          ? question
          : json({ error: 'No such knowledge-base question' }, 404),
    });

  it('searches a category’s groups by question in the browser', async () => {
    signInAs('admin');
    api();
    const { user } = await renderRoute('/pages/knowledge-base/api-questions');
    expect(await screen.findByRole('heading', { name: 'API Questions' }, slow)).toBeVisible();
    expect(screen.getByRole('link', { name: 'What are the rate limits?' })).toHaveAttribute(
      'href',
      '/pages/knowledge-base/api-questions/rate-limits',
    );
    await user.type(screen.getByRole('textbox', { name: 'Search this category' }), 'key');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'What are the rate limits?' })).toBeNull(),
    );
    expect(screen.getByRole('link', { name: 'How do I get an API key?' })).toBeVisible();
  });

  it('shows "Category not found" for an unknown category', async () => {
    signInAs('admin');
    api();
    await renderRoute('/pages/knowledge-base/gardening');
    expect(await screen.findByText('Category not found', {}, slow)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the knowledge base' })).toBeVisible();
  });

  it('shows a question’s sanitised content, its date and related questions', async () => {
    signInAs('admin');
    api();
    const { container } = await renderRoute('/pages/knowledge-base/api-questions/get-a-key');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How do I get an API key?' }, slow),
    ).toBeVisible();
    expect(screen.getByText('Open the settings.')).toBeVisible();
    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect(screen.getByText('February 8, 2024')).toHaveAttribute('datetime', '2024-02-08');
    expect(screen.getByRole('link', { name: 'What are the rate limits?' })).toHaveAttribute(
      'href',
      '/pages/knowledge-base/api-questions/rate-limits',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'API Questions' })).toHaveAttribute(
      'href',
      '/pages/knowledge-base/api-questions',
    );
  });

  it('shows "Question not found" with a way back to the category', async () => {
    signInAs('admin');
    api();
    await renderRoute('/pages/knowledge-base/api-questions/nope');
    expect(await screen.findByText('Question not found', {}, slow)).toBeVisible();
    expect(
      await screen.findByRole('link', { name: 'Back to API Questions' }, slow),
    ).toHaveAttribute('href', '/pages/knowledge-base/api-questions');
  });
});

describe('help in the reader’s language', { timeout: 30_000 }, () => {
  const frenchFaq: FaqReply = {
    payment: category('CreditCard', 'Paiement', ['Quelles cartes acceptez-vous ?']),
    delivery: category('ShoppingBag', 'Livraison', ['Quel délai ?']),
    cancellationReturn: category('RefreshCw', 'Annulation et retour', ['Comment annuler ?']),
    myOrders: category('Package', 'Mes commandes', ['Où est ma commande ?']),
    productServices: category('Settings', 'Produits et services', ['Y a-t-il une garantie ?']),
  };
  const languageOf = (headers: Headers) => headers.get('accept-language');

  it('asks for the FAQ in the reader’s language, and again in the new one on a switch', async () => {
    signInAs('admin');
    const server = mockApi({
      'GET /faq/data': ({ headers }) => (languageOf(headers) === 'fr' ? frenchFaq : faq),
    });
    await renderRoute('/pages/faq');
    expect(await screen.findByRole('tab', { name: 'Payment' }, slow)).toBeVisible();

    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByRole('tab', { name: 'Paiement' }, slow)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Quelles cartes acceptez-vous ?' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Payment' })).toBeNull();
    expect(server.callsTo('GET /faq/data').map((call) => languageOf(call.headers))).toEqual([
      'en',
      'fr',
    ]);
  });

  it('shows a knowledge-base category in German when the reader reads German', async () => {
    signInAs('admin');
    await i18n.changeLanguage('de');
    mockApi({
      'GET /faq/data/knowledge_base': ({ headers }) =>
        languageOf(headers) === 'de' ? [{ ...kb[0], title: 'Fragen zur API' }] : kb,
      'GET /faq/data/category': ({ headers }) =>
        languageOf(headers) === 'de' ? [{ ...groups[0], title: 'Authentifizierung' }] : groups,
    });
    await renderRoute('/pages/knowledge-base/api-questions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fragen zur API' }, slow),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Authentifizierung' })).toBeVisible();
  });
});
