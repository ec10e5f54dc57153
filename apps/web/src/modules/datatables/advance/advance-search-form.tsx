import '@mantine/dates/styles.css';
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { dateAriaLabels } from '../date-aria-labels';
import type { AdvanceFilters } from './advance-filters';

interface AdvanceSearchFormProps {
  filters: AdvanceFilters;
  onChange: (patch: Partial<AdvanceFilters>) => void;
}

/** One filter per column: name, e-mail, post, city, start-date range and salary range. */
export function AdvanceSearchForm({ filters, onChange }: AdvanceSearchFormProps) {
  const { t } = useTranslation();
  const text = (field: 'full_name' | 'email' | 'post' | 'city', label: string) => (
    <TextInput
      label={label}
      maxLength={100}
      value={filters[field]}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" px="md" pb="md">
      {text('full_name', t('datatables.columns.full_name'))}
      {text('email', t('datatables.columns.email'))}
      {text('post', t('datatables.columns.post'))}
      {text('city', t('datatables.columns.city'))}
      <DatePickerInput
        type="range"
        label={t('datatables.advance.search.dateRange')}
        valueFormat="YYYY-MM-DD"
        allowSingleDateInRange
        clearable
        clearButtonProps={{ 'aria-label': t('datatables.advance.search.clearDates') }}
        ariaLabels={dateAriaLabels(t)}
        popoverProps={{ withinPortal: true }}
        value={[filters.startFrom, filters.startTo]}
        onChange={([startFrom, startTo]) => onChange({ startFrom, startTo })}
      />
      <SimpleGrid cols={2} spacing="xs">
        <NumberInput
          label={t('datatables.advance.search.salaryMin')}
          min={0}
          allowNegative={false}
          value={filters.salaryMin}
          onChange={(salaryMin) => onChange({ salaryMin })}
        />
        <NumberInput
          label={t('datatables.advance.search.salaryMax')}
          min={0}
          allowNegative={false}
          value={filters.salaryMax}
          onChange={(salaryMax) => onChange({ salaryMax })}
        />
      </SimpleGrid>
    </SimpleGrid>
  );
}
