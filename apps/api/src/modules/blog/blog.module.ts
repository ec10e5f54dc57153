import { type ApiModule, hasRows } from '../../lib/module';
import { blogRoutes } from './blog.routes';
import { moveDataUrlImages, seedBlog } from './blog.seed';
import * as tables from './blog.table';

const page = { subject: 'Page', owned: false };

/** The blog: posts, their comments, and the sidebar. */
export const blogModule: ApiModule = {
  id: 'blog',
  // Posts and comments show their writers' names and avatars, which are the auth module's.
  // Its pictures are the file store's.
  routes: ({ service, config }) =>
    blogRoutes({
      directory: async (db, ids) =>
        (await Promise.all(ids.map((id) => service('accounts').byId(db, id)))).filter(
          (account) => account !== undefined,
        ),
      files: { service: service('files'), config: config.files },
    }),
  tables,
  seed: {
    // Written by the first six sample people in turn, or by the demo admin when there are none.
    samples: async ({ db, service }) => {
      const authorIds = (await service('sampleAccounts').people(db))
        .slice(0, 6)
        .map((person) => person.id);
      const admin = await service('sampleAccounts').demoAdmin(db);
      if (authorIds.length === 0 && admin) authorIds.push(admin.id);
      await seedBlog(db, { authorIds });
    },
    // Featured images kept as data URLs before the file store existed move into it.
    required: ({ db, service }) =>
      moveDataUrlImages(db, { service: service('files'), config: undefined }),
    // Posts are never deleted: an empty table means "never seeded".
    seeded: (db) => hasRows(db, tables.blogPosts),
  },
  audit: { blog_posts: page, blog_comments: page },
};
