import type { KbCategory, KbGroup } from '@beacon/contract/help';
import { describe, expect, it } from 'vitest';
import { filterCategories, filterGroups } from './kb-filter';
import { formatLastUpdated, isoLastUpdated } from './last-updated';

const category = (slug: string, title: string, desc: string): KbCategory => ({
  id: 1,
  category: slug,
  img: '',
  title,
  desc,
});
const link = (id: number, question: string) => ({ id, question, slug: `q-${id}` });

describe('knowledge-base searches', () => {
  const categories = [
    category('sales', 'Sales Automation', 'Pipelines and follow-ups'),
    category('mail', 'Email Marketing', 'Newsletters that reach the inbox'),
  ];

  it('finds categories by title or description, without case; an empty search keeps all', () => {
    expect(filterCategories(categories, 'EMAIL').map((c) => c.category)).toEqual(['mail']);
    expect(filterCategories(categories, 'pipelines').map((c) => c.category)).toEqual(['sales']);
    expect(filterCategories(categories, '  ')).toEqual(categories);
    expect(filterCategories(categories, 'gardening')).toEqual([]);
  });

  it('keeps a whole group whose title matches, else only its matching questions', () => {
    const groups: KbGroup[] = [
      {
        id: 1,
        title: 'Webhooks',
        icon: 'Zap',
        iconColor: 'text-info',
        questions: [
          link(1, 'How do I verify a signature?'),
          link(2, 'What if my endpoint is down?'),
        ],
      },
      {
        id: 2,
        title: 'Authentication',
        icon: 'Key',
        iconColor: 'text-warning',
        questions: [link(3, 'How do I get an API key?'), link(4, 'What are the rate limits?')],
      },
    ];
    expect(filterGroups(groups, 'webhook')).toEqual([groups[0]]);
    expect(filterGroups(groups, 'api KEY')).toEqual([
      { ...groups[1], questions: [link(3, 'How do I get an API key?')] },
    ]);
    expect(filterGroups(groups, 'what')).toEqual([
      { ...groups[0], questions: [link(2, 'What if my endpoint is down?')] },
      { ...groups[1], questions: [link(4, 'What are the rate limits?')] },
    ]);
    expect(filterGroups(groups, 'nothing like this')).toEqual([]);
  });
});

describe('last updated', () => {
  it('shows the API date in the reader’s language, and anything else as it came', () => {
    expect(formatLastUpdated('10 Dec 2023', 'en')).toBe('December 10, 2023');
    expect(formatLastUpdated('10 Dec 2023', 'fr')).toBe('10 décembre 2023');
    expect(formatLastUpdated('31 Feb 2024', 'en')).toBe('31 Feb 2024');
    expect(formatLastUpdated('yesterday', 'en')).toBe('yesterday');
    expect(isoLastUpdated('02 Feb 2024')).toBe('2024-02-02');
    expect(isoLastUpdated('2 Foo 2024')).toBeUndefined();
  });
});
