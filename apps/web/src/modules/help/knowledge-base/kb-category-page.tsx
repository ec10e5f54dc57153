import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { helpSearchMax } from '@beacon/contract/help-values';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { UrlSearchInput } from '../../../components/url-search-input';
import { HelpBanner } from '../help-banner';
import { isMissing, kbCategoryQuery, knowledgeBaseQuery } from '../help.queries';
import { KbBreadcrumbs } from './kb-breadcrumbs';
import { filterGroups } from './kb-filter';
import { KbGroups } from './kb-groups';
import { BackToKnowledgeBase, KbNotFound } from './kb-not-found';

const route = getRouteApi('/_app/pages/knowledge-base/$category/');

/** `/pages/knowledge-base/$category`: that category's question groups, searched in the browser. */
export function KbCategoryPage() {
  const { t, i18n } = useTranslation();
  const { category: slug } = route.useParams();
  const { q } = route.useSearch();
  const navigate = route.useNavigate();
  const groups = useQuery(kbCategoryQuery(i18n.language, slug));
  // The title and description are the main page's: one small list, shared by every level.
  const summary = useQuery(knowledgeBaseQuery(i18n.language)).data?.find(
    (c) => c.category === slug,
  );
  const title = summary?.title ?? slug;

  if (isMissing(groups.error)) {
    return (
      <Stack gap="lg">
        <KbBreadcrumbs />
        <KbNotFound
          title={t('help.kb.categoryNotFound.title')}
          message={t('help.kb.categoryNotFound.message', { category: slug })}
          back={<BackToKnowledgeBase />}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <KbBreadcrumbs category={{ slug, title }} />
      <HelpBanner title={title} subtitle={summary?.desc}>
        <UrlSearchInput
          q={q}
          onSearch={(next) =>
            void navigate({ search: { q: next }, params: { category: slug }, replace: true })
          }
          aria-label={t('help.kb.category.searchLabel')}
          placeholder={t('help.kb.category.searchPlaceholder')}
          maxLength={helpSearchMax}
          size="md"
        />
      </HelpBanner>
      {groups.isError && (
        <QueryErrorAlert
          message={t('help.kb.category.loadFailed')}
          onRetry={() => void groups.refetch()}
          retrying={groups.isFetching}
        />
      )}
      {groups.isPending && <Skeleton height={260} radius="md" />}
      {groups.data && <KbGroups category={slug} groups={filterGroups(groups.data, q)} />}
    </Stack>
  );
}
