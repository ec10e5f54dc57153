import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { accountTabs } from '../../../modules/account/account-tabs';
import { z } from 'zod/mini';
import { requireAbility } from '../../../lib/guard';
import { orDefault } from '../../../lib/search-params';
import { AccountSettingsPage } from '../../../modules/account/account-settings-page';

// zod/mini rather than the contract's schemas: route files are in the first-paint bundle.
const searchSchema = z.object({ tab: orDefault(z.enum(accountTabs), 'general') });

export const Route = createFileRoute('/_app/pages/account-settings')({
  validateSearch: searchSchema,
  // The first tab stays out of the address bar.
  search: { middlewares: [stripSearchParams({ tab: 'general' })] },
  // The API refuses these calls to anyone who cannot read Page (the client demo account).
  beforeLoad: () => requireAbility('read', 'Page'),
  component: AccountSettingsPage,
});
