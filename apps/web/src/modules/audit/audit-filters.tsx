import { Button, Card, Group, SimpleGrid, TextInput, Title } from '@mantine/core';
import { auditActions } from '@beacon/contract/audit-values';
import { IconFilterOff, IconHash } from '@tabler/icons-react';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { auditResources } from '../../app/module-lists';
import { useAuditLabels } from '../../components/audit/audit-labels';
import { UrlSearchInput } from '../../components/url-search-input';
import { AuditActorFilter } from './audit-actor-filter';
import { FilterSelect } from '../../components/filter-select';
import { useClearAuditFilters } from './use-clear-audit-filters';
import { hasFilters, useAuditSearch } from './use-audit-search';

// The date pickers (Mantine dates, dayjs's languages) load as a chunk of their own,
// which keeps the route's chunk under its budget; disabled fields hold their place.
const AuditDateFilter = lazy(() =>
  import('./audit-date-filter').then((module) => ({ default: module.AuditDateFilter })),
);

/** Who, resource, row, action and days; each choice is kept in the URL and starts at page 1. */
export function AuditFilters() {
  const { t, i18n } = useTranslation();
  const labels = useAuditLabels();
  const [search, update] = useAuditSearch();
  const clear = useClearAuditFilters();
  const resources = auditResources
    .map(({ resource }) => ({ value: resource, label: labels.resource(resource) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  const actions = auditActions.map((value) => ({ value, label: labels.action(value) }));

  return (
    <Card padding="md">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} fz="h4">
          {t('audit.filters.title')}
        </Title>
        {hasFilters(search) && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={clear}
          >
            {t('audit.filters.clear')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <AuditActorFilter />
        <FilterSelect
          label={t('audit.filters.resource')}
          anyLabel={t('audit.filters.anyResource')}
          options={resources}
          value={search.resource}
          onChange={(resource) => update({ resource })}
          searchable
          nothingFoundMessage={t('audit.filters.nothingFound')}
        />
        <UrlSearchInput
          q={search.resourceId ?? ''}
          onSearch={(resourceId) =>
            update({ resourceId: resourceId || undefined }, { replace: true })
          }
          label={t('audit.filters.row')}
          description={t('audit.filters.rowHint')}
          leftSection={<IconHash size={16} aria-hidden />}
        />
        <FilterSelect
          label={t('audit.filters.action')}
          anyLabel={t('audit.filters.anyAction')}
          options={actions}
          value={search.action}
          onChange={(action) => update({ action })}
        />
        <Suspense
          fallback={
            <>
              <TextInput
                label={t('audit.filters.from')}
                description={t('audit.filters.utcDay')}
                disabled
              />
              <TextInput
                label={t('audit.filters.to')}
                description={t('audit.filters.utcDay')}
                disabled
              />
            </>
          }
        >
          <AuditDateFilter />
        </Suspense>
      </SimpleGrid>
    </Card>
  );
}
