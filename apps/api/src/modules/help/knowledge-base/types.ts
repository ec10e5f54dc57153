import type { KbCategorySlug, KbIconColor, KbIconName } from '@beacon/contract/help';

/** One question's page as written; ids are given by position when the content is loaded. */
export interface KbQuestionText {
  slug: string;
  question: string;
  /** "10 Dec 2023": the display form kept for API compatibility. */
  lastUpdated: string;
  /** HTML in the tags of lib/sanitize-html (it is sanitised again when loaded). */
  content: string;
}

export interface KbGroupText {
  title: string;
  icon: KbIconName;
  iconColor: KbIconColor;
  questions: KbQuestionText[];
}

export interface KbCategoryText {
  category: KbCategorySlug;
  title: string;
  desc: string;
  groups: KbGroupText[];
}
