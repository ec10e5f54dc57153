// The help module's (FAQ and knowledge base) fixed values without zod, for code that must stay
// small (the web app's route files and icon maps); help.ts re-exports all of this.

/** The FAQ's five categories, always all present in `GET /faq/data`, in this order. */
export const faqCategoryKeys = [
  'payment',
  'delivery',
  'cancellationReturn',
  'myOrders',
  'productServices',
] as const;
export type FaqCategoryKey = (typeof faqCategoryKeys)[number];

/** The FAQ categories' icons, by their Feather names (kept for API compatibility). */
export const faqIconNames = [
  'CreditCard',
  'ShoppingBag',
  'RefreshCw',
  'Package',
  'Settings',
] as const;
export type FaqIconName = (typeof faqIconNames)[number];

/** The knowledge base's categories, in the order of its main page. */
export const kbCategorySlugs = [
  'sales-automation',
  'marketing-automation',
  'api-questions',
  'personalization',
  'email-marketing',
  'demand-generation',
] as const;
export type KbCategorySlug = (typeof kbCategorySlugs)[number];

/** Icons of the knowledge base's question groups, by their Feather names (kept API). */
export const kbIconNames = [
  'Settings',
  'Code',
  'Lock',
  'Info',
  'Users',
  'Mail',
  'Target',
  'Zap',
  'TrendingUp',
  'BarChart2',
  'Filter',
  'Sliders',
  'Key',
  'Calendar',
] as const;
export type KbIconName = (typeof kbIconNames)[number];

/** A group icon's colour as a class name (kept for API compatibility). */
export const kbIconColors = [
  'text-primary',
  'text-success',
  'text-danger',
  'text-warning',
  'text-info',
] as const;
export type KbIconColor = (typeof kbIconColors)[number];

/** The longest search text taken (FAQ `q`, and the knowledge base's searches in the UI). */
export const helpSearchMax = 100;
/** The FAQ's and the knowledge base's search when a client sends none: everything. */
export const helpSearchDefaults = { q: '' } as const;

/** The longest category or question slug taken; a longer one is bad input, any other unknown is a 404. */
export const helpSlugMax = 120;

export const helpMessages = {
  categoryNotFound: 'No such knowledge-base category',
  questionNotFound: 'No such knowledge-base question',
} as const;
