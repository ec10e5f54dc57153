import { z } from 'zod';
import { optionalQuery } from './common';
import {
  faqCategoryKeys,
  faqIconNames,
  helpSearchMax,
  helpSlugMax,
  kbIconColors,
  kbIconNames,
  helpSearchDefaults,
} from './help-values';

export * from './help-values';

// ---------------------------------------------------------------------------------------------
// FAQ and knowledge base

export const faqQuerySchema = z.object({
  q: optionalQuery(
    z.string().trim().max(helpSearchMax, `q must be at most ${helpSearchMax} characters`),
  )
    .default(helpSearchDefaults.q)
    .meta({ description: 'Matched case-insensitively against the questions only' }),
});
export type FaqQuery = z.infer<typeof faqQuerySchema>;

export const faqEntrySchema = z.object({ question: z.string(), ans: z.string() });
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const faqCategorySchema = z
  .object({
    icon: z.enum(faqIconNames).meta({ description: 'A Feather icon name, e.g. "CreditCard"' }),
    title: z.string(),
    subtitle: z.string(),
    qandA: z.array(faqEntrySchema).meta({ description: 'The matching questions; [] when none' }),
  })
  .meta({ id: 'FaqCategory' });
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/** All five categories, always, keyed by name (an object, kept for API compatibility). */
export const faqReplySchema = z.object(
  Object.fromEntries(faqCategoryKeys.map((key) => [key, faqCategorySchema])) as Record<
    (typeof faqCategoryKeys)[number],
    typeof faqCategorySchema
  >,
);
export type FaqReply = z.infer<typeof faqReplySchema>;

// ---------------------------------------------------------------------------------------------
// Knowledge base: categories → question groups → questions

export const kbCategorySchema = z
  .object({
    id: z.number().int(),
    category: z.string().meta({ description: 'The slug, e.g. "sales-automation"' }),
    img: z.string().meta({ description: 'Path of the illustration' }),
    title: z.string(),
    desc: z.string(),
  })
  .meta({ id: 'KnowledgeBaseCategory' });
export type KbCategory = z.infer<typeof kbCategorySchema>;
export const knowledgeBaseReplySchema = z.array(kbCategorySchema);

export const kbQuestionLinkSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  slug: z.string(),
});
export type KbQuestionLink = z.infer<typeof kbQuestionLinkSchema>;

export const kbGroupSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    icon: z.enum(kbIconNames).meta({ description: 'A Feather icon name, e.g. "Settings"' }),
    iconColor: z.enum(kbIconColors),
    questions: z.array(kbQuestionLinkSchema),
  })
  .meta({ id: 'KnowledgeBaseGroup' });
export type KbGroup = z.infer<typeof kbGroupSchema>;
export const kbCategoryReplySchema = z.array(kbGroupSchema);

const slug = (label: string) =>
  optionalQuery(
    z
      .string()
      .trim()
      .max(helpSlugMax, `${label} must be at most ${helpSlugMax} characters`)
      .toLowerCase(),
  );

export const kbCategoryQuerySchema = z.object({
  category: slug('category').meta({
    description: 'A category slug; without one, the first category',
  }),
});
export type KbCategoryQuery = z.infer<typeof kbCategoryQuerySchema>;

export const kbQuestionQuerySchema = z.object({
  category: slug('category').meta({
    description: "The question's category slug; when given, the question must belong to it",
  }),
  question: slug('question').meta({
    description:
      "A question slug; without one, the category's first question, or with neither the default question",
  }),
});
export type KbQuestionQuery = z.infer<typeof kbQuestionQuerySchema>;

export const kbQuestionReplySchema = z
  .object({
    title: z.string(),
    lastUpdated: z.string().meta({ description: 'e.g. "10 Dec 2023"' }),
    relatedQuestions: z
      .array(kbQuestionLinkSchema)
      .meta({ description: 'Other questions of the same category, those of its group first' }),
    content: z.string().meta({ description: 'Sanitised HTML' }),
    category: z
      .string()
      .meta({ description: "Added to the kept API: the question's category slug" }),
    slug: z.string().meta({ description: "Added to the kept API: the question's slug" }),
  })
  .meta({ id: 'KnowledgeBaseQuestion' });
export type KbQuestionReply = z.infer<typeof kbQuestionReplySchema>;
