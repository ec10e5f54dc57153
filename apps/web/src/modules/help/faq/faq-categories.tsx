import { Badge, Tabs } from '@mantine/core';
import type { FaqReply } from '@beacon/contract/help';
import { type FaqCategoryKey, faqCategoryKeys } from '@beacon/contract/help-values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../help.module.css';
import { faqIcons } from './faq-icons';
import { FaqPane } from './faq-pane';

const isCategory = (value: string | null): value is FaqCategoryKey =>
  faqCategoryKeys.some((key) => key === value);

/**
 * One pill per category beside its questions, Payment first. While searching,
 * each pill counts its matches and the first category with any opens, until the user picks one.
 */
export function FaqCategories({ categories, q }: { categories: FaqReply; q: string }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<FaqCategoryKey | null>(null);
  // A new search forgets the pick, so its first matching category shows.
  const [searched, setSearched] = useState(q);
  if (q !== searched) {
    setSearched(q);
    setChosen(null);
  }
  const firstMatch = q
    ? faqCategoryKeys.find((key) => categories[key].qandA.length > 0)
    : undefined;
  const active = chosen ?? firstMatch ?? faqCategoryKeys[0];

  return (
    <Tabs
      value={active}
      onChange={(value) => {
        if (isCategory(value)) setChosen(value);
      }}
      orientation="vertical"
      variant="pills"
      classNames={{ root: classes.faqTabs, list: classes.faqList, tab: classes.faqTab }}
    >
      <Tabs.List aria-label={t('help.faq.categories')}>
        {faqCategoryKeys.map((key) => {
          const category = categories[key];
          const CategoryIcon = faqIcons[category.icon];
          const count = category.qandA.length;
          return (
            <Tabs.Tab
              key={key}
              value={key}
              // While searching, the name carries the count the badge shows: "Delivery, 1 match".
              aria-label={q ? t('help.faq.matches', { title: category.title, count }) : undefined}
              leftSection={<CategoryIcon size={18} aria-hidden />}
              rightSection={
                q ? (
                  <Badge
                    size="sm"
                    variant={key === active ? 'white' : 'light'}
                    color={key === active ? 'dark' : undefined}
                    aria-hidden
                  >
                    {count}
                  </Badge>
                ) : undefined
              }
            >
              <span dir="auto">{category.title}</span>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {faqCategoryKeys.map((key) => (
        <Tabs.Panel key={key} value={key} className={classes.faqPanel}>
          <FaqPane category={categories[key]} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
