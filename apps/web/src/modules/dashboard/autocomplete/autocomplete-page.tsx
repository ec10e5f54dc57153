import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { autocompleteQuery } from '../dashboard.queries';
import { BasicAutocomplete } from './basic-autocomplete';
import { CustomOptionAutocomplete } from './custom-option-autocomplete';
import { DefaultSuggestionsAutocomplete } from './default-suggestions-autocomplete';
import type { Film } from './films';
import { GroupedAutocomplete } from './grouped-autocomplete';
import { MultipleAutocomplete } from './multiple-autocomplete';
import { VariantCard } from './variant-card';

/** The five variants, by the key of their strings (`dashboard.autocomplete.<key>`). */
const variants: { key: string; Variant: ComponentType<{ films: readonly Film[] }> }[] = [
  { key: 'basic', Variant: BasicAutocomplete },
  { key: 'sections', Variant: GroupedAutocomplete },
  { key: 'custom', Variant: CustomOptionAutocomplete },
  { key: 'multiple', Variant: MultipleAutocomplete },
  { key: 'defaults', Variant: DefaultSuggestionsAutocomplete },
];

/** `/extensions/autocomplete`: five ways to suggest titles from the top 100 films. */
export function AutocompletePage() {
  const { t } = useTranslation();
  const films = useQuery(autocompleteQuery);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('dashboard.autocomplete.title')}
        description={t('dashboard.autocomplete.description')}
      />
      {films.isError ? (
        <QueryErrorAlert
          message={t('dashboard.autocomplete.loadFailed')}
          onRetry={() => void films.refetch()}
          retrying={films.isFetching}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {variants.map(({ key, Variant }) => (
            <VariantCard
              key={key}
              title={t(`dashboard.autocomplete.${key}.title`)}
              description={t(`dashboard.autocomplete.${key}.description`)}
            >
              {films.data ? <Variant films={films.data} /> : <Skeleton h={60} radius="md" />}
            </VariantCard>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
