import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { helpSearchMax } from '@beacon/contract/help-values';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { UrlSearchInput } from '../../../components/url-search-input';
import { HelpBanner } from '../help-banner';
import { faqQuery } from '../help.queries';
import { FaqCategories } from './faq-categories';
import { FaqContact } from './faq-contact';

const route = getRouteApi('/_app/pages/faq');

/** `/pages/faq`: the search kept in `?q=`, the five categories, the contacts. */
export function FaqPage() {
  const { t, i18n } = useTranslation();
  const { q } = route.useSearch();
  const navigate = route.useNavigate();
  const faq = useQuery(faqQuery(i18n.language, q));

  return (
    <Stack gap="lg">
      <HelpBanner title={t('help.faq.title')} subtitle={t('help.faq.subtitle')}>
        <UrlSearchInput
          q={q}
          onSearch={(next) => void navigate({ search: { q: next }, replace: true })}
          aria-label={t('help.faq.searchLabel')}
          placeholder={t('help.faq.searchPlaceholder')}
          maxLength={helpSearchMax}
          size="md"
        />
      </HelpBanner>
      {faq.isError && !faq.data && (
        <QueryErrorAlert
          message={t('help.faq.loadFailed')}
          onRetry={() => void faq.refetch()}
          retrying={faq.isFetching}
        />
      )}
      {!faq.data && !faq.isError && <Skeleton height={360} radius="md" />}
      {faq.data && <FaqCategories categories={faq.data} q={q} />}
      <FaqContact />
    </Stack>
  );
}
