import { z } from 'zod';
import { optionalQuery, pageSchema, perPageSchema } from './common';
import { fileIdPattern, fileKinds } from './files-values';

export * from './files-values';

export const fileKindSchema = z.enum(fileKinds, {
  error: `kind must be one of: ${fileKinds.join(', ')}`,
});

/** A file id in a body: 22 URL-safe characters. */
export const fileIdSchema = (label = 'fileId') =>
  z
    .string({ error: `${label} must be a file id` })
    .regex(fileIdPattern, `${label} is not a file id`);

/** A file as the store describes it to someone who may read it. */
export const storedFileSchema = z
  .object({
    id: z.string(),
    name: z.string().meta({ description: 'The name it was uploaded with, cleaned of paths' }),
    type: z.string().meta({
      description:
        'The type sniffed from the content (never the name’s): an image type, or another known type, or application/octet-stream',
    }),
    size: z.number().int().meta({ description: 'Bytes' }),
    kind: fileKindSchema,
    isImage: z.boolean(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    sha256: z.string().meta({ description: 'Hex checksum of the stored bytes' }),
    url: z.string().meta({ description: 'GET it with the bearer token; Range requests work' }),
    thumbnailUrl: z.string().nullable().meta({ description: 'Images only' }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'StoredFile' });
export type StoredFile = z.infer<typeof storedFileSchema>;

/** POST /api/files?kind=attachment&name=report.pdf, the body being the file's bytes. */
export const uploadQuerySchema = z.object({
  kind: fileKindSchema,
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(255, 'name must be at most 255 characters'),
});
export type UploadQuery = z.infer<typeof uploadQuerySchema>;

export const fileReplySchema = z.object({ file: storedFileSchema });
export type FileReply = z.infer<typeof fileReplySchema>;

export const fileIdParamSchema = z.object({
  id: z.string().regex(fileIdPattern, 'id is not a file id'),
});

/** GET /api/files: the files the caller may read, newest first (the quick search's Files group). */
export const filesQuerySchema = z.object({
  q: optionalQuery(z.string().trim().max(100, 'q must be at most 100 characters')),
  page: pageSchema,
  perPage: perPageSchema(20, 100),
});
export type FilesQuery = z.infer<typeof filesQuerySchema>;

export const filesReplySchema = z.object({
  files: z.array(storedFileSchema),
  total: z.number().int(),
});
export type FilesReply = z.infer<typeof filesReplySchema>;

/** GET /api/files/usage: the caller's bytes stored against the quota. */
export const fileUsageSchema = z.object({
  used: z.number().int(),
  quota: z.number().int(),
});
export type FileUsage = z.infer<typeof fileUsageSchema>;
