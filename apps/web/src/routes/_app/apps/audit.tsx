import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  auditActions,
  auditPerPageDefault,
  auditResourceIdMax,
  auditResources,
} from '@beacon/contract/audit-values';
import { z } from 'zod/mini';
import { requireAbility } from '../../../lib/guard';
import { orDefault, orNone } from '../../../lib/search-params';
import { AuditPage } from '../../../modules/audit/audit-page';

/** The largest id an integer column holds (the contract's `maxId`, whose file brings zod). */
const maxId = 2_147_483_647;

/** A calendar day as the API takes it (YYYY-MM-DD, UTC); "2024-02-30" is no day. */
const day = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }),
);

// zod/mini rather than the contract's schemas: route files are in the first-paint bundle.
const searchSchema = z.object({
  actor: orNone(z.coerce.number().check(z.int(), z.positive(), z.maximum(maxId))),
  resource: orNone(z.enum(auditResources)),
  // The router reads `?resourceId=12` as the number 12; row keys are strings ("a:b" for two).
  resourceId: orNone(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.pipe(
        z.transform((value: string | number) => String(value).trim()),
        z.string().check(z.minLength(1), z.maxLength(auditResourceIdMax)),
      ),
    ),
  ),
  action: orNone(z.enum(auditActions)),
  from: orNone(day),
  to: orNone(day),
  page: orDefault(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  perPage: orDefault(
    z.pipe(
      z.coerce.number(),
      z.union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)]),
    ),
    auditPerPageDefault,
  ),
});

export const Route = createFileRoute('/_app/apps/audit')({
  validateSearch: searchSchema,
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: { middlewares: [stripSearchParams({ page: 1, perPage: auditPerPageDefault })] },
  beforeLoad: () => requireAbility('read', 'Audit'),
  component: AuditPage,
});
