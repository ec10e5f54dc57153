import { z } from 'zod';
import { optionalQuery, recordIdSchema } from './common';
import { searchQueryMax } from './search-pages';

export * from './search-pages';

// ---------------------------------------------------------------------------------------------
// Quick search and bookmarks

export const searchPageSchema = z
  .object({
    id: z.number().int(),
    target: z.string(),
    isBookmarked: z.boolean().meta({ description: "The caller's own bookmark" }),
    title: z.string().meta({ description: 'English; the web app shows it translated' }),
    icon: z.string().meta({ description: 'A react-feather icon name, e.g. "Mail"' }),
    link: z.string(),
  })
  .meta({ id: 'SearchPage' });
export type SearchPage = z.infer<typeof searchPageSchema>;

export const searchFileSchema = z
  .object({
    title: z.string().meta({ description: 'e.g. "Invoice #5037.pdf", or a stored file’s name' }),
    by: z
      .string()
      .meta({ description: 'Whose file it is: the invoice’s client; empty for a stored file' }),
    size: z.string().meta({
      description:
        'A stored file’s size, e.g. "14 KB"; empty for an invoice (its PDF is made when it is opened)',
    }),
    file: z.string().meta({ description: "The file type's icon, an image URL" }),
    link: z.string().meta({
      description:
        'Added to the kept API: where the file is shown, or a stored file’s download URL (`/api/files/<id>`, read with the bearer token)',
    }),
  })
  .meta({ id: 'SearchFile' });
export type SearchFile = z.infer<typeof searchFileSchema>;

export const searchContactSchema = z
  .object({
    title: z.string().meta({ description: 'The full name' }),
    email: z.string(),
    img: z.string().meta({ description: 'Avatar URL; empty when the person has none' }),
    date: z.string().meta({ description: 'Empty: the users list keeps no date' }),
    link: z.string().meta({ description: "Added to the kept API: the person's page" }),
  })
  .meta({ id: 'SearchContact' });
export type SearchContact = z.infer<typeof searchContactSchema>;

export const searchSensorSchema = z
  .object({
    kind: z.literal('sensor'),
    id: z.number().int(),
    title: z.string().meta({ description: 'The sensor’s name' }),
    zone: z.string(),
    link: z.string().meta({ description: 'Its chart' }),
  })
  .meta({ id: 'SearchSensor' });
export type SearchSensor = z.infer<typeof searchSensorSchema>;

const group = <const Title extends string, T extends z.ZodType>(title: Title, entry: T) =>
  z.object({
    groupTitle: z.literal(title),
    searchLimit: z.number().int().meta({ description: 'At most this many shown (4)' }),
    data: z.array(entry),
  });

export const mainSearchReplySchema = z.object({
  searchArr: z.tuple([
    group('Pages', searchPageSchema),
    group('Files', searchFileSchema),
    group('Contacts', searchContactSchema),
    group('Temp Monitoring', z.union([searchPageSchema, searchSensorSchema])),
  ]),
});
export type MainSearchReply = z.infer<typeof mainSearchReplySchema>;

export const mainSearchQuerySchema = z.object({
  q: optionalQuery(
    z.string().trim().max(searchQueryMax, `q must be at most ${searchQueryMax} characters`),
  ).meta({
    description:
      'Added to the kept API: keeps, in each group, at most `searchLimit` entries that contain it, without case (`%` and `_` literal). Pages: the English title. Files: a stored file’s name; the invoices’ PDFs: the words of the title ("invoice", "pdf") match every one, else the number, the client or its e-mail. Contacts (the users list): the name or e-mail.',
  }),
});
export type MainSearchQuery = z.infer<typeof mainSearchQuerySchema>;

export const bookmarksReplySchema = z.object({
  suggestions: z.array(searchPageSchema).meta({ description: 'Every page the caller may open' }),
  bookmarks: z.array(searchPageSchema).meta({ description: 'The ones the caller bookmarked' }),
});
export type BookmarksReply = z.infer<typeof bookmarksReplySchema>;

export const bookmarkUpdateBodySchema = z.object({ id: recordIdSchema('id') });
export type BookmarkUpdateBody = z.infer<typeof bookmarkUpdateBodySchema>;

export const bookmarkUpdateReplySchema = z.object({
  id: z.number().int(),
  isBookmarked: z.boolean().meta({ description: 'The state after the toggle' }),
});
export type BookmarkUpdateReply = z.infer<typeof bookmarkUpdateReplySchema>;
