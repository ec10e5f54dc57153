import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { accountTabs } from '../../../modules/account/account-tabs';
import { requireAbility } from '../../../lib/guard';
import { oneOf, orDefault, searchOf } from '../../../lib/search-params';
import { AccountSettingsPage } from '../../../modules/account/account-settings-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const validateSearch = searchOf({ tab: orDefault(oneOf(accountTabs), 'general') });

export const Route = createFileRoute('/_app/pages/account-settings')({
  validateSearch,
  // The first tab stays out of the address bar.
  search: { middlewares: [stripSearchParams({ tab: 'general' })] },
  // The API refuses these calls to anyone who cannot read Page (the client demo account).
  beforeLoad: () => requireAbility('read', 'Page'),
  component: AccountSettingsPage,
});
