import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../components/filter-select';
import { auditActorsQuery } from './audit.queries';
import { useAuditSearch } from './use-audit-search';

/** "Who": the accounts that appear in the log, found by name or e-mail. */
export function AuditActorFilter() {
  const { t } = useTranslation();
  const [search, update] = useAuditSearch();
  const actors = useQuery(auditActorsQuery());
  const byId = new Map(actors.data?.map((actor) => [String(actor.id), actor]));
  const options = (actors.data ?? []).map((actor) => ({
    value: String(actor.id),
    // The e-mail is part of the label, so typing either finds the person.
    label: `${actor.fullName} (${actor.email})`,
  }));
  // A link may name an account the list does not (yet) hold: it still shows as chosen.
  const chosen = search.actor === undefined ? undefined : String(search.actor);
  if (chosen && !byId.has(chosen))
    options.push({ value: chosen, label: t('audit.filters.unknownActor', { id: chosen }) });

  return (
    <FilterSelect
      label={t('audit.filters.who')}
      anyLabel={t('audit.filters.anyone')}
      options={options}
      value={chosen}
      onChange={(value) => update({ actor: value === undefined ? undefined : Number(value) })}
      searchable
      nothingFoundMessage={t('audit.filters.nothingFound')}
      error={actors.isError ? t('audit.filters.actorsFailed') : undefined}
      renderOption={({ option }) => {
        const actor = byId.get(option.value);
        return actor ? (
          <Stack gap={0}>
            <Text size="sm">{actor.fullName}</Text>
            <Text size="xs" c="dimmed">
              {actor.email}
            </Text>
          </Stack>
        ) : (
          option.label
        );
      }}
    />
  );
}
