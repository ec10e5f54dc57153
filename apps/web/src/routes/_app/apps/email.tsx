import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { orDefault, orNone } from '../../../lib/search-params';
import { requireAbility } from '../../../lib/guard';
import { EmailPage } from '../../../modules/email/email-page';

// zod/mini over the contract's zod-free values: route files are in the first-paint bundle.
const searchSchema = z.object({
  q: orDefault(z.string().check(z.maxLength(100)), ''),
  page: orDefault(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  /** The open mail: the reader shows it in place of the list. */
  mail: orNone(z.coerce.number().check(z.int(), z.positive())),
});

/**
 * The e-mail screen for all of its URLs (`/apps/email`, `/apps/email/$folder`,
 * `/apps/email/label/$label`): one page, so the sidebar, the search box and the composer stay put
 * while the view changes.
 */
export const Route = createFileRoute('/_app/apps/email')({
  validateSearch: searchSchema,
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: { middlewares: [stripSearchParams({ q: '', page: 1 })] },
  beforeLoad: () => requireAbility('read', 'Email'),
  component: EmailPage,
});
