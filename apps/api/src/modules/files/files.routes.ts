import { createRoute } from '@hono/zod-openapi';
import { errorReplySchema } from '@beacon/contract/common';
import {
  type FileKind,
  type StoredFile,
  fileIdParamSchema,
  fileReplySchema,
  filesPath,
  filesQuerySchema,
  filesReplySchema,
  fileUsageSchema,
  uploadQuerySchema,
} from '@beacon/contract/files';
import { authMessages } from '@beacon/contract/auth';
import { and, count, desc, eq, like } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Context } from 'hono';
import type { AppConfig, AppEnv } from '../../lib/context';
import { type BlobStore, type ByteRange, MissingBytes } from '../../lib/file-store';
import { HttpError, notFound } from '../../lib/errors';
import { type Action, requires } from '../../lib/guard';
import { likeContains } from '../../lib/like';
import { badInput, bearerSecurity, guardedReplies, json, notFoundReply } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { askedRange, fileHeaders, stillFresh } from './download';
import { thumbnailType } from './file-types';
import { type FileRow, describeRow, filesService, mayRead, storeOf } from './files.service';
import { files } from './files.table';
import { quotaOf, usedBytes } from './store-file';

const tags = ['Files'];
// Reading is for anyone signed in: a file's links, not a role, say who may read it.
const signedIn = { tags, security: bearerSecurity } as const;
const onePath = `${filesPath}/{id}`;

/** Who may upload each kind: what they may write where such a file is attached. */
const uploadAbility: Record<FileKind, { subject: string; actions: Action[] } | null> = {
  avatar: null,
  attachment: { subject: 'Email', actions: ['create'] },
  chat: { subject: 'Chat', actions: ['create', 'update'] },
  blog: { subject: 'Page', actions: ['create', 'update'] },
  product: { subject: 'Ecommerce', actions: ['create', 'update'] },
};

const bytesReply = (description: string) => ({
  content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
  description,
});

const uploadRoute = createRoute({
  ...signedIn,
  middleware: [requires('read', 'Auth')] as const,
  method: 'post',
  path: filesPath,
  summary: 'Upload a file: the body is its bytes',
  description:
    'Any Content-Type; the type is sniffed from the content, never the name. `kind` sets the size limit (avatar 2 MB, attachment and chat 25 MB, blog and product 10 MB) and who may upload: any signed-in account an avatar, `create Email` an attachment, `create` or `update` on Chat, Page (blog) or Ecommerce the others. Avatar, blog and product files must be PNG, JPEG, GIF or WebP pictures (400 otherwise). Pictures are decoded and written again without their metadata, with a thumbnail. 413 when over the kind’s limit or the account’s quota. The file is kept an hour unless attached to something.',
  request: {
    query: uploadQuerySchema,
    body: {
      content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
    },
  },
  responses: {
    201: json(fileReplySchema, 'Stored'),
    ...badInput,
    413: json(errorReplySchema, 'Over the kind’s size limit, or the account’s quota'),
    ...guardedReplies,
  },
});

const listRoute = createRoute({
  ...signedIn,
  middleware: [requires('read', 'Auth')] as const,
  method: 'get',
  path: filesPath,
  summary: 'The files the caller may read, newest first',
  description:
    'Their own uploads and the files attached where they may read them. `q` matches the name (case-insensitive substring).',
  request: { query: filesQuerySchema },
  responses: { 200: json(filesReplySchema, 'Newest first'), ...badInput, ...guardedReplies },
});

const usageRoute = createRoute({
  ...signedIn,
  middleware: [requires('read', 'Auth')] as const,
  method: 'get',
  path: `${filesPath}/usage`,
  summary: 'The bytes the caller’s own files take, and their quota',
  responses: { 200: json(fileUsageSchema, 'Bytes'), ...guardedReplies },
});

const downloadReplies = {
  200: bytesReply('The file'),
  304: { description: 'The copy named by If-None-Match is the stored one' },
  ...badInput,
  ...notFoundReply,
  ...guardedReplies,
};

const downloadRoute = createRoute({
  ...signedIn,
  middleware: [requires('read', 'Auth')] as const,
  method: 'get',
  path: onePath,
  summary: 'A file’s bytes',
  description:
    'To anyone who may read it (its uploader, or a link to them or to anyone signed in); anyone else gets 404, as for an unknown id. Pictures (PNG, JPEG, GIF, WebP) come inline with their type; anything else is a download (`Content-Disposition: attachment`, sandboxed), as application/octet-stream unless a harmless type (PDF, text, archives, office documents, audio, video). `Range: bytes=a-b`, `a-` or `-n` answers 206 with `Content-Range`, or 416. `ETag` is the SHA-256.',
  request: { params: fileIdParamSchema },
  responses: {
    ...downloadReplies,
    206: bytesReply('The part asked for with Range'),
    416: { description: 'The range is outside the file (`Content-Range: bytes */size`)' },
  },
});

const thumbnailRoute = createRoute({
  ...signedIn,
  middleware: [requires('read', 'Auth')] as const,
  method: 'get',
  path: `${onePath}/thumbnail`,
  summary: 'A picture’s thumbnail',
  description: 'At most 320 px on its longest side; 404 for a file that is not a picture.',
  request: { params: fileIdParamSchema },
  responses: downloadReplies,
});

/** The file, when `viewerId` may read it; 404 alike when it does not exist and when they may not. */
async function readableRow(db: Db, viewerId: number, id: string): Promise<FileRow> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), mayRead(viewerId)));
  if (!row) throw notFound();
  return row;
}

/**
 * The stored bytes; a file whose bytes are gone (an S3 object deleted by hand) is a 404 to the
 * reader, and a warning in the log for the operator.
 */
async function bytesOf(
  c: Context<AppEnv>,
  store: BlobStore,
  key: string,
  range?: ByteRange,
): Promise<Uint8Array> {
  try {
    return await store.get(c.var.db, key, range);
  } catch (error) {
    if (!(error instanceof MissingBytes)) throw error;
    c.var.config.logger?.({ level: 'warn', msg: 'file bytes missing', key, store: store.name });
    throw notFound();
  }
}

async function listFiles(
  db: Db,
  viewerId: number,
  { q, page, perPage }: z.infer<typeof filesQuerySchema>,
): Promise<{ files: StoredFile[]; total: number }> {
  // The lower-cased name, which the trigram index covers.
  const where = and(mayRead(viewerId), q ? like(files.search, likeContains(q)) : undefined);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(files)
      .where(where)
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(files).where(where),
  ]);
  return { files: rows.map(describeRow), total: totals?.total ?? 0 };
}

function mayUpload(ability: { can: (action: Action, subject: string) => boolean }, kind: FileKind) {
  const rule = uploadAbility[kind];
  return rule === null || rule.actions.some((action) => ability.can(action, rule.subject));
}

export function filesRoutes() {
  const router = createRouter();
  const config = (c: { var: { config: AppConfig } }) => c.var.config.files;

  router.openapi(uploadRoute, async (c) => {
    const { kind, name } = c.req.valid('query');
    const principal = c.var.principal;
    if (!mayUpload(principal.ability, kind)) throw new HttpError(403, authMessages.forbidden);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const file = await filesService.store(c.var.db, config(c), {
      ownerId: principal.id,
      kind,
      name,
      bytes,
    });
    return c.json({ file }, 201);
  });

  router.openapi(listRoute, async (c) =>
    c.json(await listFiles(c.var.db, c.var.principal.id, c.req.valid('query')), 200),
  );

  router.openapi(usageRoute, async (c) =>
    c.json({ used: await usedBytes(c.var.db, c.var.principal.id), quota: quotaOf(config(c)) }, 200),
  );

  router.openapi(downloadRoute, async (c) => {
    const row = await readableRow(c.var.db, c.var.principal.id, c.req.valid('param').id);
    const headers = fileHeaders(row);
    if (stillFresh(c.req.header('if-none-match'), row.sha256)) return c.body(null, 304, headers);
    const ask = askedRange(c.req.header('range'), row.size);
    if (ask.kind === 'unsatisfiable')
      return c.body(null, 416, { ...headers, 'content-range': `bytes */${row.size}` });
    const store = storeOf(config(c), row);
    const read = (range?: ByteRange) => bytesOf(c, store, row.id, range);
    if (ask.kind === 'whole') {
      const bytes = await read();
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        ...headers,
        'content-length': String(bytes.length),
      });
    }
    const { start, end } = ask.range;
    const bytes = await read(ask.range);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 206, {
      ...headers,
      'content-length': String(bytes.length),
      'content-range': `bytes ${start}-${end}/${row.size}`,
    });
  });

  router.openapi(thumbnailRoute, async (c) => {
    const row = await readableRow(c.var.db, c.var.principal.id, c.req.valid('param').id);
    if (!row.hasThumbnail) throw notFound();
    const sha256 = `${row.sha256}.thumb`;
    if (stillFresh(c.req.header('if-none-match'), sha256))
      return c.body(null, 304, fileHeaders({ ...row, sha256 }));
    const bytes = await bytesOf(c, storeOf(config(c), row), `${row.id}.thumb`);
    const headers = fileHeaders({ ...row, sha256 }, thumbnailType(bytes));
    // A thumbnail is small and always sent whole.
    delete headers['accept-ranges'];
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      'content-length': String(bytes.length),
    });
  });

  return router;
}
