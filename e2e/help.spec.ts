import { type Page, expect, test } from '@playwright/test';
import { backendStart, expectAccessibleInBothSkins, expectPath, signInAs } from './helpers';

// The FAQ and the knowledge base: static content that nobody changes, so the demo admin reads it
// (no account of its own needed). FAQ search kept in the URL; the knowledge base's three levels,
// each following its URL, and their "not found" states.

const searchFaq = (page: Page) => page.getByRole('textbox', { name: 'Search the FAQ' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const activePanel = (page: Page) => page.getByRole('tabpanel');

test(
  'search the FAQ: "cancel" finds one delivery and one cancellation question',
  { tag: '@walk' },
  async ({ page }) => {
    await signInAs(page, 'admin', '/pages/faq');
    await expect(page.getByRole('heading', { name: "Let's answer some questions" })).toBeVisible();
    await expect(tab(page, 'Payment')).toHaveAttribute('aria-selected', 'true', backendStart);
    await expect(activePanel(page).getByRole('button')).toHaveCount(7);

    await searchFaq(page).fill('cancel');
    await expect(page).toHaveURL(/[?&]q=cancel(&|$)/);
    // The first category with a match opens; every pill counts its matches.
    await expect(tab(page, 'Delivery, 1 match')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Payment, 0 matches')).toBeVisible();
    await expect(tab(page, 'My Orders, 0 matches')).toBeVisible();
    await expect(tab(page, 'Product & Services, 0 matches')).toBeVisible();
    const questions = activePanel(page).getByRole('button');
    await expect(questions).toHaveText(['Can I cancel an order that has already shipped?']);
    await tab(page, 'Cancellation & Return, 1 match').click();
    await expect(questions).toHaveText(['How do I cancel my order?']);
    await questions.first().click();
    await expect(activePanel(page).getByText(/until the order is packed/)).toBeVisible();

    await searchFaq(page).fill('xyzzy gadget');
    await expect(page).toHaveURL(/[?&]q=xyzzy(\+|%20)gadget/);
    await expect(activePanel(page).getByText('No results found')).toBeVisible();
    await expect(tab(page, 'Payment, 0 matches')).toHaveAttribute('aria-selected', 'true');
  },
);

test('the FAQ keeps its search across a reload; contact cards; axe in both skins', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/pages/faq?q=refund');
  await expect(searchFaq(page)).toHaveValue('refund');
  await expect(tab(page, 'Cancellation & Return, 1 match')).toHaveAttribute(
    'aria-selected',
    'true',
    backendStart,
  );
  await page.reload();
  await expect(searchFaq(page)).toHaveValue('refund', backendStart);
  await expect(activePanel(page).getByRole('button')).toHaveText(['When will I get my refund?']);
  await expect(page.getByRole('heading', { name: 'You still have a question?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call us: + (810) 2548 2568' })).toHaveAttribute(
    'href',
    'tel:+81025482568',
  );
  await expect(page.getByRole('link', { name: 'Write to us: hello@help.com' })).toHaveAttribute(
    'href',
    'mailto:hello@help.com',
  );
  await expectAccessibleInBothSkins(page, 'FAQ with a search');
  // Clearing the search brings every question back and leaves q out of the URL.
  await searchFaq(page).fill('');
  await expect(tab(page, 'Payment')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL((url) => !url.searchParams.has('q'));
  await expectAccessibleInBothSkins(page, 'FAQ');
});

test('knowledge base: a category, a question, a related question, and back', async ({ page }) => {
  await signInAs(page, 'admin', '/pages/knowledge-base');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(6, backendStart);
  await expectAccessibleInBothSkins(page, 'knowledge base');
  // The search filters the cards in the browser, by title or description.
  await page.getByRole('textbox', { name: 'Search the knowledge base' }).fill('webhooks');
  await expect(cards).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]q=webhooks/);
  await cards.getByRole('link', { name: /API Questions/ }).click();

  await expectPath(page, '/pages/knowledge-base/api-questions');
  await expect(page.getByRole('heading', { level: 1, name: 'API Questions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Developer Applications' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  await expectAccessibleInBothSkins(page, 'knowledge-base category');
  await page.getByRole('textbox', { name: 'Search this category' }).fill('api key');
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeHidden();
  await page.getByRole('link', { name: 'How do I get an API key?' }).click();

  await expectPath(page, '/pages/knowledge-base/api-questions/how-do-i-get-an-api-key');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('How do I get an API key?');
  await expect(page.getByText('Last updated on February 8, 2024')).toBeVisible();
  await expect(page.getByRole('article').getByText(/Settings › API keys/)).toBeVisible();
  await expectAccessibleInBothSkins(page, 'knowledge-base question');
  const related = page.getByRole('complementary', { name: 'Related Questions' });
  await related.getByRole('link', { name: 'How do I rotate a leaked API key?' }).click();

  await expectPath(page, '/pages/knowledge-base/api-questions/how-do-i-rotate-a-leaked-api-key');
  await expect(title).toHaveText('How do I rotate a leaked API key?');
  await expect(page.getByRole('article').getByText(/Act at once/)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'API Questions' })
    .click();
  await expectPath(page, '/pages/knowledge-base/api-questions');
  // Another category shows its own groups.
  await page.goto('/pages/knowledge-base/email-marketing');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Marketing' })).toBeVisible(
    backendStart,
  );
  await expect(page.getByRole('heading', { name: 'Deliverability' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Developer Applications' })).toBeHidden();
});

test('an unknown category or question shows "not found" inside the layout', async ({ page }) => {
  await signInAs(page, 'admin', '/pages/knowledge-base/gardening');
  await expect(page.getByText('Category not found')).toBeVisible(backendStart);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expectAccessibleInBothSkins(page, 'unknown knowledge-base category');
  await page.goto('/pages/knowledge-base/api-questions/no-such-question');
  await expect(page.getByText('Question not found')).toBeVisible(backendStart);
  await page.getByRole('link', { name: 'Back to API Questions' }).click();
  await expectPath(page, '/pages/knowledge-base/api-questions');
  await expect(page.getByRole('heading', { level: 1, name: 'API Questions' })).toBeVisible();
});

test('the FAQ and the knowledge base follow the reader’s language', async ({ page }) => {
  await signInAs(page, 'admin', '/pages/faq');
  await expect(tab(page, 'Payment')).toHaveAttribute('aria-selected', 'true', backendStart);
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();

  await expect(tab(page, 'Paiement')).toHaveAttribute('aria-selected', 'true');
  await expect(activePanel(page).getByRole('button')).toHaveCount(7);
  await page.getByRole('textbox', { name: 'Rechercher dans la FAQ' }).fill('annuler');
  await expect(tab(page, 'Livraison, 1 résultat')).toHaveAttribute('aria-selected', 'true');
  await expect(activePanel(page).getByRole('button')).toHaveText([
    'Puis-je annuler une commande déjà expédiée ?',
  ]);

  await page.goto('/pages/knowledge-base/api-questions/how-do-i-get-an-api-key');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Comment obtenir une clé d’API ?',
    backendStart,
  );
  await expect(page.getByRole('article').getByText(/Paramètres › Clés d’API/)).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Fil d’Ariane' })
      .getByRole('link', { name: 'Questions sur l’API' }),
  ).toBeVisible();
});
