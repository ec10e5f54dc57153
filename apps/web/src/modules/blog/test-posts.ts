import type { BlogCard, BlogDetailReply, BlogEdit, BlogSidebarReply } from '@beacon/contract/blog';

/** Replies shaped as the API's, for the blog's component tests. */
export const card = (id: number, overrides: Partial<BlogCard> = {}): BlogCard => ({
  id,
  img: '',
  title: `Post number ${id}`,
  slug: `post-number-${id}`,
  avatar: '',
  userFullName: 'Ann Writer',
  blogPosted: 'Jan 10, 2020',
  postedAt: '2020-01-10T12:00:00.000Z',
  tags: ['Food'],
  excerpt: `The excerpt of post ${id}`,
  comment: id,
  status: 'Published',
  ...overrides,
});

export const sidebar: BlogSidebarReply = {
  recentPosts: [
    {
      id: 3,
      img: '',
      title: 'A recent one',
      createdTime: 'Oct 08 2020',
      createdAt: '2020-10-08T00:00:00.000Z',
    },
  ],
  categories: [
    { category: 'Fashion', icon: 'Watch', count: 1 },
    { category: 'Food', icon: 'ShoppingCart', count: 2 },
    { category: 'Gaming', icon: 'Command', count: 0 },
    { category: 'Quote', icon: 'Hash', count: 0 },
    { category: 'Video', icon: 'Video', count: 0 },
  ],
};

export const detail = (
  id: number,
  overrides: Partial<BlogDetailReply['blog']> = {},
): BlogDetailReply => ({
  blog: {
    id,
    img: '',
    title: `Post number ${id}`,
    slug: `post-number-${id}`,
    avatar: '',
    userFullName: 'Ann Writer',
    createdTime: 'Jan 10, 2020',
    createdAt: '2020-01-10T12:00:00.000Z',
    tags: ['Food'],
    excerpt: 'An excerpt',
    content: '<p>Hello <strong>there</strong></p><img src="x" onerror="alert(1)">',
    status: 'Published',
    comments: 0,
    bookmarked: 2,
    canEdit: true,
    ...overrides,
  },
  comments: [],
});

export const editReply = (id: number): BlogEdit => ({
  id,
  avatar: '',
  userFullName: 'Ann Writer',
  createdTime: 'Jan 10, 2020',
  createdAt: '2020-01-10T12:00:00.000Z',
  blogTitle: `Post number ${id}`,
  blogCategories: [{ value: 'food', label: 'Food' }],
  slug: `post-number-${id}`,
  status: 'Published',
  excerpt: 'An excerpt',
  content: '<p>Hello</p>',
  featuredImage: '',
});

/**
 * Mantine's autosize textarea (the comment, the excerpt) listens to `document.fonts`, which jsdom
 * lacks (test/browser-stubs is shared; the chat's and the account's tests stub it the same way).
 */
export function stubDocumentFonts() {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
}
