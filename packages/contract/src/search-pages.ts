// The quick search's "Pages" group and the bookmarks: every screen of this app, without zod so
// the web app can import it cheaply. search.ts re-exports all of this.

/** What opening a page needs (CASL), as its menu entry and the API check it. */
export interface PageAbility {
  action: 'read' | 'create' | 'update';
  subject: string;
}

export interface SearchPageDefinition {
  /** The kept id where the page is the same (3 Email … 119 Permissions); new ones from 129. */
  id: number;
  /** A stable name of the page; also the last part of its i18n key. */
  target: string;
  /** The English title, which the API's `q` matches. */
  title: string;
  /** i18n key of the title: the web app shows and matches it translated. */
  titleKey: string;
  /** A react-feather icon name, kept for API compatibility (the web app maps it to its icons). */
  icon: string;
  link: string;
  can: PageAbility;
  /** The quick-search group it shows in, when not Pages: the temperature-monitoring screens. */
  group?: 'monitoring';
}

const page = (
  id: number,
  target: string,
  title: string,
  icon: string,
  link: string,
  can: PageAbility,
): SearchPageDefinition => ({
  id,
  target,
  title,
  titleKey: `search.pages.${target}`,
  icon,
  link,
  can,
});

const read = (subject: string): PageAbility => ({ action: 'read', subject });

/** A temperature-monitoring screen: the quick search's "Temp Monitoring" group. */
const monitoringPage = (id: number, target: string, title: string, icon: string, link: string) => ({
  ...page(id, target, title, icon, link, read('Monitoring')),
  group: 'monitoring' as const,
});

/**
 * The app's screens in menu order. A unit test in the web app checks that every
 * link of every module's menu is here, so the two cannot drift apart.
 */
export const searchPages: readonly SearchPageDefinition[] = [
  page(
    1,
    'analyticsDashboard',
    'Analytics Dashboard',
    'Home',
    '/dashboard/analytics',
    read('Dashboard'),
  ),
  page(
    2,
    'ecommerceDashboard',
    'eCommerce Dashboard',
    'Home',
    '/dashboard/ecommerce',
    read('Dashboard'),
  ),
  page(3, 'email', 'Email', 'Mail', '/apps/email', read('Email')),
  page(4, 'chat', 'Chat', 'MessageSquare', '/apps/chat', read('Chat')),
  page(5, 'todo', 'Todo', 'CheckSquare', '/apps/todo', read('Todo')),
  page(6, 'calendar', 'Calendar', 'Calendar', '/apps/calendar', read('Calendar')),
  page(7, 'invoiceList', 'Invoice List', 'List', '/apps/invoice/list', read('Invoice')),
  page(
    8,
    'invoicePreview',
    'Invoice Preview',
    'FileText',
    '/apps/invoice/preview',
    read('Invoice'),
  ),
  page(9, 'invoiceEdit', 'Invoice Edit', 'Edit', '/apps/invoice/edit', {
    action: 'update',
    subject: 'Invoice',
  }),
  page(10, 'invoiceAdd', 'Invoice Add', 'Plus', '/apps/invoice/add', {
    action: 'create',
    subject: 'Invoice',
  }),
  page(118, 'roles', 'Roles', 'Shield', '/apps/roles', read('Access')),
  page(119, 'permissions', 'Permissions', 'Lock', '/apps/permissions', read('Access')),
  page(150, 'auditLog', 'Audit Log', 'Activity', '/apps/audit', read('Audit')),
  page(151, 'invitations', 'Invitations', 'Mail', '/apps/invitations', read('Access')),
  page(152, 'outbox', 'Outbox', 'Mail', '/apps/outbox', read('Outbox')),
  monitoringPage(153, 'monitoringHome', 'Home', 'Thermometer', '/home'),
  monitoringPage(154, 'tableReport', 'Table Report', 'Grid', '/apps/tablereport'),
  monitoringPage(155, 'dynamicVisualization', 'Dynamic Visualization', 'TrendingUp', '/dynamic'),
  monitoringPage(156, 'alarms', 'Alarms', 'Bell', '/alarms'),
  monitoringPage(157, 'alarmConfigs', 'Alarm configurations', 'Sliders', '/alarmconfigs'),
  monitoringPage(158, 'sensors', 'Sensors', 'Radio', '/apps/sensors'),
  page(11, 'shop', 'Shop', 'ShoppingCart', '/apps/ecommerce/shop', read('Ecommerce')),
  page(
    129,
    'productDetail',
    'Product Details',
    'ShoppingBag',
    '/apps/ecommerce/product-detail',
    read('Ecommerce'),
  ),
  page(130, 'wishlist', 'Wish List', 'Heart', '/apps/ecommerce/wishlist', read('Ecommerce')),
  page(131, 'checkout', 'Checkout', 'CreditCard', '/apps/ecommerce/checkout', read('Ecommerce')),
  page(132, 'orders', 'Orders', 'Package', '/apps/ecommerce/orders', read('Ecommerce')),
  page(159, 'manageProducts', 'Manage Products', 'Package', '/apps/ecommerce/products', {
    action: 'update',
    subject: 'Ecommerce',
  }),
  page(15, 'userList', 'User List', 'Users', '/apps/user/list', read('User')),
  page(133, 'userView', 'User View', 'User', '/apps/user/view/1', read('User')),
  page(
    26,
    'accountSettings',
    'Account Settings',
    'Settings',
    '/pages/account-settings',
    read('Page'),
  ),
  page(134, 'profile', 'Profile', 'UserCheck', '/pages/profile', read('Page')),
  page(28, 'faq', 'FAQ', 'HelpCircle', '/pages/faq', read('Page')),
  page(135, 'knowledgeBase', 'Knowledge Base', 'Info', '/pages/knowledge-base', read('Page')),
  page(30, 'pricing', 'Pricing', 'DollarSign', '/pages/pricing', read('Page')),
  page(136, 'blogList', 'Blog List', 'BookOpen', '/pages/blog/list', read('Page')),
  page(137, 'blogDetail', 'Blog Detail', 'FileText', '/pages/blog/detail', read('Page')),
  page(138, 'blogEdit', 'Blog Edit', 'Edit3', '/pages/blog/edit', read('Page')),
  page(139, 'comingSoon', 'Coming Soon', 'Clock', '/misc/coming-soon', read('Page')),
  page(140, 'maintenance', 'Maintenance', 'Tool', '/misc/maintenance', read('Page')),
  page(141, 'notAuthorized', 'Not Authorized', 'Slash', '/misc/not-authorized', read('Page')),
  page(142, 'error', 'Error', 'AlertTriangle', '/misc/error', read('Page')),
  page(145, 'cardsBasic', 'Basic Cards', 'CreditCard', '/cards/basic', read('Dashboard')),
  page(
    146,
    'cardsStatistics',
    'Statistics Cards',
    'CreditCard',
    '/cards/statistics',
    read('Dashboard'),
  ),
  page(
    147,
    'cardsAnalytics',
    'Analytics Cards',
    'CreditCard',
    '/cards/analytics',
    read('Dashboard'),
  ),
  page(148, 'cardsActions', 'Card Actions', 'CreditCard', '/cards/actions', read('Dashboard')),
  page(
    149,
    'autocomplete',
    'Autocomplete',
    'Search',
    '/extensions/autocomplete',
    read('Dashboard'),
  ),
  page(143, 'datatableBasic', 'DataTable Basic', 'Grid', '/datatables/basic', read('DataTable')),
  page(
    144,
    'datatableAdvance',
    'DataTable Advanced',
    'Grid',
    '/datatables/advance',
    read('DataTable'),
  ),
  page(83, 'accessControl', 'Access Control', 'Shield', '/access-control', read('ACL')),
];

/** Bookmarked for an account that never changed its bookmarks. */
export const defaultBookmarkIds: readonly number[] = [3, 4, 5, 6];

/** Each group of the quick search shows at most this many entries. */
export const searchLimit = 4;

/** The groups' titles as the API sends them; the web app translates them. */
export const searchGroupTitles = ['Pages', 'Files', 'Contacts'] as const;
export type SearchGroupTitle = (typeof searchGroupTitles)[number];

/** How many bookmarks the navbar shows as icons; the rest go into a "more" menu. */
export const navbarBookmarksShown = 10;

export const searchQueryMax = 100;

export const searchMessages = {
  pageNotFound: 'There is no page with this id',
} as const;
