import type { FaqCategoryKey, FaqEntry, KbCategorySlug } from '@beacon/contract/help';

// A translation mirrors the English copy it stands for (help.faq.ts, knowledge-base/): only the
// words, never the icons, slugs or dates, so those cannot drift apart between languages.

/** One FAQ category in one language; `qandA` in the English order, one for one. */
export interface FaqCategoryTranslation {
  title: string;
  subtitle: string;
  qandA: FaqEntry[];
}

/** One knowledge-base category in one language. */
export interface KbCategoryTranslation {
  title: string;
  desc: string;
  /** The question groups' titles, in the English order. */
  groups: string[];
  /** Each question's title and page (HTML, the same tags as the English), by its slug. */
  questions: Record<string, { question: string; content: string }>;
}

export interface HelpTranslation {
  faq: Record<FaqCategoryKey, FaqCategoryTranslation>;
  knowledgeBase: Record<KbCategorySlug, KbCategoryTranslation>;
}
