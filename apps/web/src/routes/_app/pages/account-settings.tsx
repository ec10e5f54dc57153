import { createFileRoute } from '@tanstack/react-router';
import { accountTabs } from '../../../modules/account/account-tabs';
import { requireAbility } from '../../../lib/guard';
import { oneOf, searchWithDefaults } from '../../../lib/search-params';
import { AccountSettingsPage } from '../../../modules/account/account-settings-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle. The first
// tab stays out of the address bar.
const search = searchWithDefaults({ tab: oneOf(accountTabs) }, { tab: 'general' });

export const Route = createFileRoute('/_app/pages/account-settings')({
  ...search,
  // The API refuses these calls to anyone who cannot read Page (the client demo account).
  beforeLoad: () => requireAbility('read', 'Page'),
  component: AccountSettingsPage,
});
