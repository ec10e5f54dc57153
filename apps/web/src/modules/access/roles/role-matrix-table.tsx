import { Checkbox, Table, Text } from '@mantine/core';
import { accessLevels } from '@beacon/contract/access-values';
import { useTranslation } from 'react-i18next';
import { accessSubjects } from '../../../app/module-lists';
import { type RoleMatrixState, boxCount, selectAll, tickedCount, toggle } from '../role-matrix';

interface RoleMatrixTableProps {
  value: RoleMatrixState;
  onChange: (value: RoleMatrixState) => void;
  /** The id of the heading that names the table ("Role Permissions"). */
  labelledBy: string;
  disabled?: boolean;
}

/**
 * "Role Permissions": a row per area with Read / Write / Create boxes, under an "Administrator
 * Access" row whose "Select All" ticks every box and grants manage-all.
 */
export function RoleMatrixTable({ value, onChange, labelledBy, disabled }: RoleMatrixTableProps) {
  const { t } = useTranslation();
  const ticked = tickedCount(value.matrix);
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="xs" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('access.roles.matrix.area')}</Table.Th>
            {accessLevels.map((level) => (
              <Table.Th key={level}>{t(`access.roles.matrix.${level}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">
              <Text size="sm" fw={600}>
                {t('access.roles.matrix.administrator')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('access.roles.matrix.administratorHint')}
              </Text>
            </Table.Th>
            <Table.Td colSpan={accessLevels.length}>
              <Checkbox
                label={t('access.roles.matrix.selectAll')}
                checked={value.manageAll}
                indeterminate={!value.manageAll && ticked > 0}
                disabled={disabled}
                onChange={(event) => onChange(selectAll(event.currentTarget.checked))}
              />
            </Table.Td>
          </Table.Tr>
          {accessSubjects.map(({ subject, titleKey }) => (
            <Table.Tr key={subject}>
              <Table.Th scope="row" fw={400}>
                {t(titleKey)}
              </Table.Th>
              {accessLevels.map((level) => (
                <Table.Td key={level}>
                  <Checkbox
                    aria-label={t('access.roles.matrix.box', {
                      level: t(`access.roles.matrix.${level}`),
                      area: t(titleKey),
                    })}
                    checked={value.matrix[subject]?.[level] ?? false}
                    disabled={disabled}
                    onChange={(event) =>
                      onChange(toggle(value, subject, level, event.currentTarget.checked))
                    }
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="xs" aria-live="polite">
        {t('access.roles.matrix.count', {
          count: value.manageAll ? boxCount : ticked,
          total: boxCount,
        })}
      </Text>
    </Table.ScrollContainer>
  );
}
