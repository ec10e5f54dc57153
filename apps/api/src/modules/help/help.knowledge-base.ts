import type { KbCategory, KbGroup, KbQuestionLink, KbQuestionReply } from '@beacon/contract/help';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { apiQuestions, defaultQuestionSlug } from './knowledge-base/api-questions';
import { demandGeneration } from './knowledge-base/demand-generation';
import { emailMarketing } from './knowledge-base/email-marketing';
import { marketingAutomation } from './knowledge-base/marketing-automation';
import { personalization } from './knowledge-base/personalization';
import { salesAutomation } from './knowledge-base/sales-automation';
import type { HelpTranslation, KbCategoryTranslation } from './i18n/types';
import type { KbCategoryText, KbQuestionText } from './knowledge-base/types';

// The knowledge base is static content, kept in code: three levels, categories → question
// groups → question pages. Each category has groups and questions of its own, and each question
// a page of its own.

/** The English pages, in the main page's order: each translation mirrors them. */
export const englishKnowledgeBase: KbCategoryText[] = [
  salesAutomation,
  marketingAutomation,
  apiQuestions,
  personalization,
  emailMarketing,
  demandGeneration,
];

/** The most related questions a page lists. */
const RELATED_MAX = 5;

interface LoadedQuestion extends KbQuestionText {
  id: number;
  groupId: number;
  category: string;
}

interface LoadedCategory {
  summary: KbCategory;
  groups: KbGroup[];
  questions: LoadedQuestion[];
}

/** The knowledge base in one language, ready to answer from. */
export interface KbCatalog {
  categories: LoadedCategory[];
  bySlug: Map<string, LoadedCategory>;
  allQuestions: LoadedQuestion[];
}

/** A category in a translation's words; whatever it lacks stays in English. */
function translate(text: KbCategoryText, words: KbCategoryTranslation): KbCategoryText {
  return {
    ...text,
    title: words.title,
    desc: words.desc,
    groups: text.groups.map((group, index) => ({
      ...group,
      title: words.groups[index] ?? group.title,
      questions: group.questions.map((question) => ({
        ...question,
        ...words.questions[question.slug],
      })),
    })),
  };
}

// Ids by position: groups and questions are numbered across the whole knowledge base, so an id
// names one thing, the same in every language. Content is sanitised once here, like anything
// stored.
function load(texts: KbCategoryText[]): KbCatalog {
  let groupId = 0;
  let questionId = 0;
  const categories = texts.map((text, index): LoadedCategory => {
    const questions: LoadedQuestion[] = [];
    const groups = text.groups.map((group): KbGroup => {
      groupId += 1;
      const own = group.questions.map((question) => {
        questionId += 1;
        const loaded: LoadedQuestion = {
          ...question,
          content: sanitizeHtml(question.content),
          id: questionId,
          groupId,
          category: text.category,
        };
        questions.push(loaded);
        return loaded;
      });
      return {
        id: groupId,
        title: group.title,
        icon: group.icon,
        iconColor: group.iconColor,
        questions: own.map(linkOf),
      };
    });
    return {
      summary: {
        id: index + 1,
        category: text.category,
        img: `/assets/images/knowledge-base/${text.category}.svg`,
        title: text.title,
        desc: text.desc,
      },
      groups,
      questions,
    };
  });
  return {
    categories,
    bySlug: new Map(categories.map((category) => [category.summary.category, category])),
    allQuestions: categories.flatMap((category) => category.questions),
  };
}

function linkOf(question: LoadedQuestion): KbQuestionLink {
  return { id: question.id, question: question.question, slug: question.slug };
}

const english = load(englishKnowledgeBase);
const translated = new WeakMap<HelpTranslation, KbCatalog>();

/** The knowledge base in a translation's words (null: English), loaded once per language. */
export function kbCatalog(translation: HelpTranslation | null): KbCatalog {
  if (!translation) return english;
  let catalog = translated.get(translation);
  if (!catalog) {
    catalog = load(
      englishKnowledgeBase.map((text) => translate(text, translation.knowledgeBase[text.category])),
    );
    translated.set(translation, catalog);
  }
  return catalog;
}

export const knowledgeBase = (catalog: KbCatalog = english): KbCategory[] =>
  catalog.categories.map((category) => category.summary);

/** A category's question groups; no slug means the first category. Null when there is none such. */
export function categoryGroups(
  slug: string | undefined,
  catalog: KbCatalog = english,
): KbGroup[] | null {
  const category = slug === undefined ? catalog.categories[0] : catalog.bySlug.get(slug);
  return category?.groups ?? null;
}

function pageOf(question: LoadedQuestion, category: LoadedCategory): KbQuestionReply {
  // Its group's other questions first, then the rest of the category, in reading order.
  const others = category.questions.filter((other) => other.id !== question.id);
  const related = [
    ...others.filter((other) => other.groupId === question.groupId),
    ...others.filter((other) => other.groupId !== question.groupId),
  ].slice(0, RELATED_MAX);
  return {
    title: question.question,
    lastUpdated: question.lastUpdated,
    relatedQuestions: related.map(linkOf),
    content: question.content,
    category: question.category,
    slug: question.slug,
  };
}

/**
 * One question's page. With a category, the question must be one of its own; without a question,
 * the category's first; with neither, the default page (kept for API compatibility). Null when
 * nothing matches.
 */
export function questionPage(
  categorySlug: string | undefined,
  questionSlug: string | undefined,
  catalog: KbCatalog = english,
): KbQuestionReply | null {
  const category = categorySlug === undefined ? undefined : catalog.bySlug.get(categorySlug);
  if (categorySlug !== undefined && !category) return null;
  const slug = questionSlug ?? (category ? category.questions[0]?.slug : defaultQuestionSlug);
  const question = (category?.questions ?? catalog.allQuestions).find((q) => q.slug === slug);
  const home = question && catalog.bySlug.get(question.category);
  return question && home ? pageOf(question, home) : null;
}
