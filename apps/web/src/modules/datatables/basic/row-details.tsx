import { SimpleGrid, Text } from '@mantine/core';
import type { TableRow } from '@beacon/contract/datatables';
import { useTranslation } from 'react-i18next';
import { useRowValue } from '../row-value';
import { StatusBadge } from '../status-badge';

const details = [
  'full_name',
  'email',
  'post',
  'city',
  'start_date',
  'salary',
  'experience',
  'age',
] as const;

/** The expanded row: every field of the row, labelled. */
export function RowDetails({ row }: { row: TableRow }) {
  const { t } = useTranslation();
  const value = useRowValue();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="xs" p="md" m={0}>
      {details.map((field) => (
        <div key={field}>
          <Text component="dt" size="xs" c="dimmed">
            {t(`datatables.columns.${field}`)}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value(row, field)}
          </Text>
        </div>
      ))}
      <div>
        <Text component="dt" size="xs" c="dimmed">
          {t('datatables.columns.status')}
        </Text>
        <Text component="dd" size="sm" m={0}>
          <StatusBadge status={row.status} />
        </Text>
      </div>
    </SimpleGrid>
  );
}
