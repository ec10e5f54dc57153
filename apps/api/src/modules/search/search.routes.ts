import { createRoute } from '@hono/zod-openapi';
import { errorReplySchema } from '@beacon/contract/common';
import {
  type MainSearchReply,
  bookmarkUpdateBodySchema,
  bookmarkUpdateReplySchema,
  bookmarksReplySchema,
  mainSearchQuerySchema,
  mainSearchReplySchema,
  searchLimit,
  searchMessages,
  searchPages,
} from '@beacon/contract/search';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import { badInput, bearerSecurity, guardedReplies, json, jsonBody } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import {
  type InvoiceSource,
  type PersonSource,
  type SensorSource,
  type StoredFileSource,
  invoiceFileQuery,
  openablePages,
  titleContains,
  toSearchContact,
  toSearchFile,
  toSearchPage,
  toSearchSensor,
  toSearchStoredFile,
} from './search.format';
import * as repo from './search.repo';

/**
 * The other modules' data the quick search shows, which they contribute (`contributes.search`):
 * the newest invoices, and users-list people by name, each matching `q` as their own list search
 * does, at most `limit`.
 */
export interface SearchSources {
  invoices: (db: Db, q: string | undefined, limit: number) => Promise<InvoiceSource[]>;
  users: (db: Db, q: string | undefined, limit: number) => Promise<PersonSource[]>;
  sensors: (db: Db, q: string | undefined, limit: number) => Promise<SensorSource[]>;
  /** The file store's files `viewerId` may read, by name, the newest first. */
  files: (
    db: Db,
    viewerId: number,
    q: string | undefined,
    limit: number,
  ) => Promise<StoredFileSource[]>;
}

const tags = ['Search and bookmarks'];
// Personal (bookmarks) and admin-only in effect, like the other pages: read Page.
const guarded = { tags, security: bearerSecurity };

const mainSearchRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/main-search/data',
  middleware: [requires('read', 'Page')] as const,
  summary: 'Quick search: pages, files, contacts and temperature monitoring',
  description:
    'Four groups. Pages: every screen the caller may open, with the caller’s own bookmarks. Files: the stored files the caller may read (uploads, attachments, pictures; not avatars) by name, the newest first, each linking to its download URL, then the invoices’ PDFs when the caller may read invoices. Contacts: people of the users list, when the caller may read users. Temp Monitoring: the monitoring screens, then sensors by name, when the caller may read monitoring data. Without `q` the pages come in full and the files, contacts and sensors are the first few; with `q` each group holds at most `searchLimit` matches (Temp Monitoring: as many pages, then as many sensors).',
  request: { query: mainSearchQuerySchema },
  responses: { 200: json(mainSearchReplySchema, 'The groups'), ...badInput, ...guardedReplies },
});

const bookmarksRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/bookmarks/data',
  middleware: [requires('read', 'Page')] as const,
  summary: "The caller's bookmarks and the pages that can be bookmarked",
  description:
    'An account that never changed its bookmarks has Email, Chat, Todo and Calendar (those it may open).',
  responses: { 200: json(bookmarksReplySchema, 'Suggestions and bookmarks'), ...guardedReplies },
});

const updateRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/api/bookmarks/update',
  middleware: [requires('read', 'Page')] as const,
  summary: 'Bookmark a page, or remove its bookmark (a toggle)',
  description: "Changes the caller's bookmarks only. A page the caller may not open is unknown.",
  request: { body: jsonBody(bookmarkUpdateBodySchema) },
  responses: {
    200: json(bookmarkUpdateReplySchema, 'Toggled'),
    ...badInput,
    404: json(errorReplySchema, searchMessages.pageNotFound),
    ...guardedReplies,
  },
});

export function searchRoutes(sources: SearchSources) {
  return createRouter()
    .openapi(mainSearchRoute, async (c) => {
      const { q } = c.req.valid('query');
      const { db, principal } = c.var;
      const can = (subject: string) => principal.ability.can('read', subject);
      const [marked, stored, invoices, people, sensors] = await Promise.all([
        repo.bookmarkedIds(db, principal.id),
        sources.files(db, principal.id, q, searchLimit),
        can('Invoice') ? sources.invoices(db, invoiceFileQuery(q), searchLimit) : [],
        can('User') ? sources.users(db, q, searchLimit) : [],
        can('Monitoring') ? sources.sensors(db, q, searchLimit) : [],
      ]);
      const openable = openablePages(principal.ability);
      const matching = (group: 'monitoring' | undefined) => {
        const all = openable
          .filter((page) => page.group === group)
          .map((page) => toSearchPage(page, marked));
        return q ? all.filter((page) => titleContains(page.title, q)).slice(0, searchLimit) : all;
      };
      const reply: MainSearchReply = {
        searchArr: [
          { groupTitle: 'Pages', searchLimit, data: matching(undefined) },
          {
            groupTitle: 'Files',
            searchLimit,
            data: [...stored.map(toSearchStoredFile), ...invoices.map(toSearchFile)].slice(
              0,
              searchLimit,
            ),
          },
          { groupTitle: 'Contacts', searchLimit, data: people.map(toSearchContact) },
          {
            groupTitle: 'Temp Monitoring',
            searchLimit,
            data: [...matching('monitoring'), ...sensors.map(toSearchSensor)],
          },
        ],
      };
      return c.json(reply, 200);
    })
    .openapi(bookmarksRoute, async (c) => {
      const { db, principal } = c.var;
      const marked = await repo.bookmarkedIds(db, principal.id);
      const suggestions = openablePages(principal.ability).map((page) =>
        toSearchPage(page, marked),
      );
      return c.json({ suggestions, bookmarks: suggestions.filter((p) => p.isBookmarked) }, 200);
    })
    .openapi(updateRoute, async (c) => {
      const { id } = c.req.valid('json');
      const { db, principal } = c.var;
      const page = searchPages.find((entry) => entry.id === id);
      if (!page || !principal.ability.can(page.can.action, page.can.subject)) {
        throw notFound(searchMessages.pageNotFound);
      }
      const isBookmarked = await repo.toggleBookmark(db, principal.id, id);
      return c.json({ id, isBookmarked }, 200);
    });
}
