import { Card, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { helpSearchMax } from '@beacon/contract/help-values';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { UrlSearchInput } from '../../../components/url-search-input';
import { HelpBanner } from '../help-banner';
import classes from '../help.module.css';
import { knowledgeBaseQuery } from '../help.queries';
import { KbCardLink } from './kb-card-link';
import { KbNoResults } from './kb-no-results';
import { filterCategories } from './kb-filter';

const route = getRouteApi('/_app/pages/knowledge-base/');

/** `/pages/knowledge-base`: the six category cards, searched in the browser. */
export function KbHomePage() {
  const { t, i18n } = useTranslation();
  const { q } = route.useSearch();
  const navigate = route.useNavigate();
  const categories = useQuery(knowledgeBaseQuery(i18n.language));
  const shown = categories.data ? filterCategories(categories.data, q) : undefined;

  return (
    <Stack gap="lg">
      <HelpBanner title={t('help.kb.heroTitle')} subtitle={t('help.kb.heroSubtitle')}>
        <UrlSearchInput
          q={q}
          onSearch={(next) => void navigate({ search: { q: next }, replace: true })}
          aria-label={t('help.kb.searchLabel')}
          placeholder={t('help.kb.searchPlaceholder')}
          maxLength={helpSearchMax}
          size="md"
        />
      </HelpBanner>
      {categories.isError && (
        <QueryErrorAlert
          message={t('help.kb.loadFailed')}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      )}
      {categories.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <Skeleton key={n} height={280} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {shown?.length === 0 && <KbNoResults />}
      {shown && shown.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" className={classes.plainList}>
          {shown.map((category) => (
            <li key={category.category}>
              <KbCardLink
                to="/pages/knowledge-base/$category"
                params={{ category: category.category }}
                className={classes.kbCard}
              >
                <Card.Section>
                  <Image src={category.img} alt="" className={classes.kbImage} />
                </Card.Section>
                <Stack gap={6} mt="md" ta="center">
                  <Title order={2} fz="h4" dir="auto">
                    {category.title}
                  </Title>
                  <Text size="sm" c="dimmed" dir="auto">
                    {category.desc}
                  </Text>
                </Stack>
              </KbCardLink>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
