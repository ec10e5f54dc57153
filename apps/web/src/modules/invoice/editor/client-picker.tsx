import { Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvoiceClient } from '@beacon/contract/invoice';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientsQuery } from '../invoice.queries';
import { clientOf } from './invoice-form-values';

// Option values that are not client ids: the invoice's own client (a snapshot, which may match
// no stored client) and the "Add new client" entry.
const currentValue = 'current';
const addNewValue = 'new';

interface ClientPickerProps {
  client: InvoiceClient;
  error?: ReactNode;
  onPick: (client: InvoiceClient) => void;
  onAddNew: () => void;
}

const sameClient = (a: InvoiceClient, b: InvoiceClient) =>
  a.name === b.name && a.companyEmail === b.companyEmail;

/**
 * The invoice's client: a search over the stored clients (the API filters; its first five show
 * before anything is typed), each shown with its company, and "Add new client" at the end.
 */
export function ClientPicker({ client, error, onPick, onAddNew }: ClientPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(client.name);
  // While the box shows the chosen client's name, the list offers the first clients, not that name.
  const [q] = useDebouncedValue(search === client.name ? '' : search.trim(), 250);
  const clients = useQuery({ ...clientsQuery(q), placeholderData: keepPreviousData });
  const records = (clients.data ?? []).filter((record) => !sameClient(record, client));
  const byValue = new Map<string, InvoiceClient>(
    records.map((record) => [String(record.id), clientOf(record)]),
  );
  if (client.name) byValue.set(currentValue, client);

  const data = [
    ...(client.name ? [{ value: currentValue, label: client.name }] : []),
    ...records.map((record) => ({ value: String(record.id), label: record.name })),
    { value: addNewValue, label: t('invoice.client.addNew') },
  ];

  return (
    <Select
      label={t('invoice.client.label')}
      placeholder={t('invoice.client.placeholder')}
      withAsterisk
      searchable
      data={data}
      value={client.name ? currentValue : null}
      searchValue={search}
      onSearchChange={setSearch}
      allowDeselect={false}
      // The API has already filtered by what was typed; the invoice's own client stays out of a
      // search for someone else, and "Add new client" is always offered.
      filter={({ options }) =>
        options.filter((option) => !('value' in option) || option.value !== currentValue)
      }
      nothingFoundMessage={clients.isFetching ? t('common.loading') : t('invoice.client.none')}
      error={error}
      data-path="client.name"
      onChange={(value) => {
        if (value === addNewValue) {
          // Keep what the box showed: the new client is not chosen until it is saved.
          setSearch(client.name);
          onAddNew();
          return;
        }
        const picked = value ? byValue.get(value) : undefined;
        if (picked) onPick(picked);
      }}
      renderOption={({ option }) => {
        if (option.value === addNewValue)
          return (
            <Group gap="xs" wrap="nowrap">
              <IconUserPlus size={16} aria-hidden />
              <Text size="sm">{option.label}</Text>
            </Group>
          );
        const shown = byValue.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">
              <bdi>{option.label}</bdi>
            </Text>
            {shown?.company && (
              <Text size="xs" c="dimmed">
                <bdi>{shown.company}</bdi>
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}
