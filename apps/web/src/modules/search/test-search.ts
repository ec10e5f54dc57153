import {
  type BookmarksReply,
  type MainSearchReply,
  type SearchContact,
  type SearchFile,
  type SearchPage,
  type SearchSensor,
  defaultBookmarkIds,
  searchPages,
} from '@beacon/contract/search';
import { json, mockApi } from '../../test/api';

export const testFiles: SearchFile[] = [5037, 5036, 5035, 5034].map((id) => ({
  title: `Invoice #${id}.pdf`,
  by: `Client ${id}`,
  size: '',
  file: 'data:image/svg+xml,%3Csvg%2F%3E',
  link: `/apps/invoice/preview/${id}`,
}));

export const testContacts: SearchContact[] = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'].map(
  (title, index) => ({
    title,
    email: `${title.split(' ')[0]?.toLowerCase()}@example.com`,
    img: '',
    date: '',
    link: `/apps/user/view/${index + 1}`,
  }),
);

export const testSensors: SearchSensor[] = ['Cold room A1', 'Freezer F2'].map((title, index) => ({
  kind: 'sensor',
  id: index + 1,
  title,
  zone: 'Cold rooms',
  link: `/dynamic?sensors=${index + 1}`,
}));

const contains = (text: string, q: string) => text.toLowerCase().includes(q.toLowerCase());

const pagesWith = (marked: ReadonlySet<number>, group?: 'monitoring'): SearchPage[] =>
  searchPages
    .filter((page) => page.group === group)
    .map(({ id, target, title, icon, link }) => ({
      id,
      target,
      title,
      icon,
      link,
      isBookmarked: marked.has(id),
    }));

/** The main search's reply for an admin: every page; `q` filters files and contacts, roughly. */
export const mainSearchReply = (
  q = '',
  marked: ReadonlySet<number> = new Set(defaultBookmarkIds),
): MainSearchReply => ({
  searchArr: [
    { groupTitle: 'Pages', searchLimit: 4, data: pagesWith(marked) },
    {
      groupTitle: 'Files',
      searchLimit: 4,
      data: testFiles.filter((f) => !q || contains(`${f.title} ${f.by}`, q)),
    },
    {
      groupTitle: 'Contacts',
      searchLimit: 4,
      data: testContacts.filter((c) => !q || contains(`${c.title} ${c.email}`, q)),
    },
    {
      groupTitle: 'Temp Monitoring',
      searchLimit: 4,
      data: [
        ...pagesWith(marked, 'monitoring'),
        ...testSensors.filter((s) => !q || contains(s.title, q)),
      ],
    },
  ],
});

/**
 * A fake of the search API for an admin: the app's pages, and bookmarks that the toggle changes
 * (unless `failToggle`).
 */
export function serveSearch({ failToggle = false } = {}) {
  const marked = new Set(defaultBookmarkIds);
  return mockApi({
    'GET /api/main-search/data': ({ query }) => mainSearchReply(query.q ?? '', marked),
    'GET /api/bookmarks/data': (): BookmarksReply => ({
      suggestions: pagesWith(marked),
      bookmarks: pagesWith(marked).filter((page) => page.isBookmarked),
    }),
    'POST /api/bookmarks/update': ({ body }) => {
      if (failToggle) return json({ error: 'Internal error' }, 500);
      const { id } = body as { id: number };
      if (marked.has(id)) marked.delete(id);
      else marked.add(id);
      return { id, isBookmarked: marked.has(id) };
    },
  });
}
