import { Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/anchor-link';

interface KbBreadcrumbsProps {
  /** The category shown or holding the question: a link when a question is shown. */
  category?: { slug: string; title: string };
  /** The question shown, the last crumb. */
  question?: string;
}

/** Knowledge Base › category › question: the way back up from each level. */
export function KbBreadcrumbs({ category, question }: KbBreadcrumbsProps) {
  const { t } = useTranslation();
  const current = (text: string) => (
    <Text size="sm" aria-current="page" lineClamp={1} dir="auto">
      {text}
    </Text>
  );
  return (
    <nav aria-label={t('help.kb.breadcrumbs')}>
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        <AnchorLink to="/pages/knowledge-base" size="sm">
          {t('help.kb.title')}
        </AnchorLink>
        {category &&
          (question === undefined ? (
            current(category.title)
          ) : (
            <AnchorLink
              to="/pages/knowledge-base/$category"
              params={{ category: category.slug }}
              size="sm"
              dir="auto"
            >
              {category.title}
            </AnchorLink>
          ))}
        {question !== undefined && current(question)}
      </Breadcrumbs>
    </nav>
  );
}
