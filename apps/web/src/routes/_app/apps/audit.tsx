import { createFileRoute } from '@tanstack/react-router';
import {
  auditActions,
  auditPerPageDefault,
  auditResourceIdMax,
} from '@beacon/contract/audit-values';
import { auditResources } from '../../../app/module-lists';
import { requireAbility } from '../../../lib/guard';
import {
  type Check,
  day,
  integer,
  numberOf,
  oneOf,
  searchWithDefaults,
  text,
} from '../../../lib/search-params';
import { AuditPage } from '../../../modules/audit/audit-page';

/** The largest id an integer column holds (the contract's `maxId`, whose file brings zod). */
const maxId = 2_147_483_647;

const resourceIdText = text({ min: 1, max: auditResourceIdMax });

/** The router reads `?resourceId=12` as the number 12; row keys are strings ("a:b" for two). */
const resourceId: Check<string, string | number> = (value: unknown) =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
    ? resourceIdText(String(value).trim())
    : undefined;

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults(
  {
    actor: integer({ min: 1, max: maxId }),
    // The resources the modules' manifests name: what the audit log's filter offers.
    resource: oneOf(auditResources.map((entry) => entry.resource)),
    resourceId,
    action: oneOf(auditActions),
    // Calendar days as the API takes them (YYYY-MM-DD, UTC).
    from: day,
    to: day,
    // Absent with a cursor: a page whose number is not known (the last of an estimated total).
    page: integer({ min: 1 }),
    perPage: numberOf([10, 25, 50, 100]),
    // Where the page starts (`last`, or a cursor a reply gave); the API then ignores page.
    cursor: text({ min: 1, max: 1000 }),
  },
  { perPage: auditPerPageDefault },
);

type AuditSearch = ReturnType<typeof search.validateSearch.parse>;

export const Route = createFileRoute('/_app/apps/audit')({
  validateSearch: search.validateSearch,
  search: {
    middlewares: [
      ...search.search.middlewares,
      // Page 1 stays out of the address bar, as a default would, unless a cursor comes with it:
      // there the number is what the page shows, and without it the page would have none.
      ({ search, next }: { search: AuditSearch; next: (search: AuditSearch) => AuditSearch }) => {
        const result = next(search);
        if (result.page !== 1 || result.cursor !== undefined) return result;
        const rest = { ...result };
        delete rest.page;
        return rest;
      },
    ],
  },
  beforeLoad: () => requireAbility('read', 'Audit'),
  component: AuditPage,
});
