import type { Names } from './names';

/** `packages/contract/src/<id>-values.ts`: the list's defaults and limits, without zod. */
export const contractValues = (
  n: Names,
) => `// The ${n.title} module's fixed values without zod: the web's route files use them in the
// first-paint bundle, the contract's schemas below use the same ones.

export const ${n.camel}NameMax = 100;
export const ${n.camel}PerPageOptions = [10, 25, 50] as const;
/** What the list shows when the address names nothing. */
export const ${n.camel}ListDefaults = { q: '', page: 1, perPage: 10 } as const;

export const ${n.camel}Messages = {
  notFound: 'There is no item with this id',
} as const;
`;

/** `packages/contract/src/<id>.ts`: the wire shapes the API checks and the web sends. */
export const contract = (n: Names) => `import { z } from 'zod';
import { optionalQuery, pageSchema, perPageSchema, requiredText } from './common';
import { cursorQuerySchema, pagedReplyFields } from './paging';
import { ${n.camel}ListDefaults, ${n.camel}NameMax } from './${n.id}-values';

export * from './${n.id}-values';

export const ${n.camel}ItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    createdAt: z.string().meta({ description: 'ISO 8601' }),
  })
  .meta({ id: '${n.pascal}Item' });
export type ${n.pascal}Item = z.infer<typeof ${n.camel}ItemSchema>;

export const ${n.camel}ListQuerySchema = z.object({
  q: optionalQuery(z.string().trim().max(100)).default(${n.camel}ListDefaults.q),
  page: pageSchema,
  perPage: perPageSchema(${n.camel}ListDefaults.perPage),
  // With a cursor (\`first\`, \`last\` or one a reply gave) \`page\` is ignored.
  cursor: cursorQuerySchema,
});
export type ${n.pascal}ListQuery = z.infer<typeof ${n.camel}ListQuerySchema>;

export const ${n.camel}ListReplySchema = z.object({
  items: z.array(${n.camel}ItemSchema),
  ...pagedReplyFields,
  total: z.number().int().meta({
    description: 'Items whose name holds q, all pages: an estimate when totalExact is false',
  }),
});
export type ${n.pascal}ListReply = z.infer<typeof ${n.camel}ListReplySchema>;

export const new${n.pascal}ItemSchema = z.object({ name: requiredText('Name', ${n.camel}NameMax) });
export type New${n.pascal}Item = z.infer<typeof new${n.pascal}ItemSchema>;

export const ${n.camel}ItemReplySchema = z.object({ item: ${n.camel}ItemSchema });
`;
