import { blogListDefaults, blogListQuerySchema } from '@beacon/contract/blog';
import { tableDataDefaults, tableDataQuerySchema } from '@beacon/contract/datatables';
import { productsListDefaults, productsListQuerySchema } from '@beacon/contract/ecommerce';
import { emailsListDefaults, emailsListQuerySchema } from '@beacon/contract/email';
import { faqQuerySchema, helpSearchDefaults } from '@beacon/contract/help';
import { invoicesListDefaults, invoicesListQuerySchema } from '@beacon/contract/invoice';
import { tasksListDefaults, tasksListQuerySchema } from '@beacon/contract/todo';
import { usersListDefaults, usersListQuerySchema } from '@beacon/contract/users';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

// The list routes build their search from these objects; the API reads a request that leaves
// the params out with the schemas. Both must start a list on the same page.
const lists: [string, z.ZodType, Record<string, unknown>][] = [
  ['users', usersListQuerySchema, usersListDefaults],
  ['invoices', invoicesListQuerySchema, invoicesListDefaults],
  ['data table', tableDataQuerySchema, tableDataDefaults],
  ['products', productsListQuerySchema, productsListDefaults],
  ['mails', emailsListQuerySchema, emailsListDefaults],
  ['blog', blogListQuerySchema, blogListDefaults],
  ['tasks', tasksListQuerySchema, tasksListDefaults],
  ['FAQ', faqQuerySchema, helpSearchDefaults],
];

describe("the lists' defaults", () => {
  it.each(lists)('are what the API applies to a %s request without them', (_, schema, defaults) => {
    const read = schema.parse({}) as Record<string, unknown>;
    // An empty search is no search to the API: it reads `q=''` as `q` left out.
    const applied = Object.fromEntries(
      Object.keys(defaults).map((key) => [key, key === 'q' ? (read.q ?? '') : read[key]]),
    );
    expect(applied).toEqual(defaults);
  });
});
