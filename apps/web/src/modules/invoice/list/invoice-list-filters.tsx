import { Group, Select } from '@mantine/core';
import { invoiceStatuses } from '@beacon/contract/invoice-values';
import { useTranslation } from 'react-i18next';
import { UrlSearchInput } from '../../../components/url-search-input';
import { useInvoiceListSearch } from './use-invoice-list-search';

const sizes = [10, 25, 50] as const;
// The choice that means "any status": a real option, so keyboard users can clear the filter too
// (Mantine's clear button is mouse-only).
const ANY = '';

/** "Show 10/25/50", the search box and the status filter, each kept in the URL. */
export function InvoiceListFilters() {
  const { t } = useTranslation();
  const [search, update] = useInvoiceListSearch();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('invoice.list.show')}
        data={sizes.map(String)}
        value={String(search.perPage)}
        onChange={(value) => {
          const perPage = sizes.find((size) => String(size) === value);
          if (perPage) update({ perPage });
        }}
        allowDeselect={false}
        w={{ base: '100%', sm: 100 }}
      />
      <UrlSearchInput
        q={search.q}
        onSearch={(q) => update({ q }, { replace: true })}
        label={t('invoice.list.search')}
        placeholder={t('invoice.list.searchPlaceholder')}
        w={{ base: '100%', sm: 220 }}
      />
      <Select
        label={t('invoice.list.status')}
        data={[
          { value: ANY, label: t('invoice.list.selectStatus') },
          // The API takes the status in lower case; the label is translated.
          ...invoiceStatuses.map((status) => ({
            value: status.toLowerCase(),
            label: t(`invoice.status.${status}`),
          })),
        ]}
        value={search.status ?? ANY}
        onChange={(value) => update({ status: value || undefined })}
        allowDeselect={false}
        w={{ base: '100%', sm: 200 }}
      />
    </Group>
  );
}
