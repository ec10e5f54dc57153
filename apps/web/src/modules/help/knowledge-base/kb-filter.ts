import type { KbCategory, KbGroup } from '@beacon/contract/help';

const holds = (text: string, needle: string) => text.toLocaleLowerCase().includes(needle);

/** The main page's search: a category whose title or description holds `q`. */
export function filterCategories(categories: KbCategory[], q: string): KbCategory[] {
  const needle = q.trim().toLocaleLowerCase();
  if (!needle) return categories;
  return categories.filter(
    (category) => holds(category.title, needle) || holds(category.desc, needle),
  );
}

/**
 * A category page's search: a group whose title holds `q` keeps all its questions; otherwise it
 * keeps the questions that hold `q`, and goes when none does.
 */
export function filterGroups(groups: KbGroup[], q: string): KbGroup[] {
  const needle = q.trim().toLocaleLowerCase();
  if (!needle) return groups;
  return groups.flatMap((group) => {
    if (holds(group.title, needle)) return [group];
    const questions = group.questions.filter((question) => holds(question.question, needle));
    return questions.length > 0 ? [{ ...group, questions }] : [];
  });
}
