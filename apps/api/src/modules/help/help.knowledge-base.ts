import type { KbCategory, KbGroup, KbQuestionLink, KbQuestionReply } from '@beacon/contract/help';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { apiQuestions, defaultQuestionSlug } from './knowledge-base/api-questions';
import { demandGeneration } from './knowledge-base/demand-generation';
import { emailMarketing } from './knowledge-base/email-marketing';
import { marketingAutomation } from './knowledge-base/marketing-automation';
import { personalization } from './knowledge-base/personalization';
import { salesAutomation } from './knowledge-base/sales-automation';
import type { KbCategoryText, KbQuestionText } from './knowledge-base/types';

// The knowledge base is static content (REFERENCE §3.12), kept in code like the original's: three
// levels, categories → question groups → question pages. Unlike the original, each category has
// groups and questions of its own, and each question a page of its own.

/** The main page's order (REFERENCE §3.12). */
const texts: KbCategoryText[] = [
  salesAutomation,
  marketingAutomation,
  apiQuestions,
  personalization,
  emailMarketing,
  demandGeneration,
];

/** The most related questions a page lists (the original shows five). */
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

// Ids by position: groups and questions are numbered across the whole knowledge base, so an id
// names one thing. Content is sanitised once here, like anything stored.
let groupId = 0;
let questionId = 0;
const categories: LoadedCategory[] = texts.map((text, index) => {
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

function linkOf(question: LoadedQuestion): KbQuestionLink {
  return { id: question.id, question: question.question, slug: question.slug };
}

const bySlug = new Map(categories.map((category) => [category.summary.category, category]));
const allQuestions = categories.flatMap((category) => category.questions);

export const knowledgeBase = (): KbCategory[] => categories.map((category) => category.summary);

/** A category's question groups; no slug means the first category. Null when there is none such. */
export function categoryGroups(slug: string | undefined): KbGroup[] | null {
  const category = slug === undefined ? categories[0] : bySlug.get(slug);
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
 * the category's first; with neither, the original's only page. Null when nothing matches.
 */
export function questionPage(
  categorySlug: string | undefined,
  questionSlug: string | undefined,
): KbQuestionReply | null {
  const category = categorySlug === undefined ? undefined : bySlug.get(categorySlug);
  if (categorySlug !== undefined && !category) return null;
  const slug = questionSlug ?? (category ? category.questions[0]?.slug : defaultQuestionSlug);
  const question = (category?.questions ?? allQuestions).find((q) => q.slug === slug);
  const home = question && bySlug.get(question.category);
  return question && home ? pageOf(question, home) : null;
}
