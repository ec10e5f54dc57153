import { Table, Text } from '@mantine/core';
import type { AuditEntry } from '@beacon/contract/audit';
import { useTranslation } from 'react-i18next';
import { AuditValue } from './audit-value';
import { hasAfter, hasBefore } from './audit-values';

// Light tints keep the text at its usual contrast in both colour schemes; the column headers,
// not the colour, say which side is which.
const removed = { backgroundColor: 'var(--mantine-color-red-light)' };
const added = { backgroundColor: 'var(--mantine-color-green-light)' };

/**
 * An entry's changes side by side: field | before | after. A side the entry recorded is tinted
 * (red before, green after); a create has no before and a delete no after, shown as "—".
 */
export function AuditDiff({ entry }: { entry: Pick<AuditEntry, 'id' | 'changes'> }) {
  const { t } = useTranslation();
  if (entry.changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('auditLog.diff.empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing="xs"
        layout="fixed"
        aria-label={t('auditLog.diff.label', { id: entry.id })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="24%">{t('auditLog.diff.field')}</Table.Th>
            <Table.Th>{t('auditLog.diff.before')}</Table.Th>
            <Table.Th>{t('auditLog.diff.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entry.changes.map((change) => {
            const before = hasBefore(change);
            const after = hasAfter(change);
            return (
              <Table.Tr key={change.field}>
                <Table.Th scope="row" fw={500}>
                  <Text
                    span
                    size="sm"
                    ff="monospace"
                    dir="ltr"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {change.field}
                  </Text>
                </Table.Th>
                <Table.Td style={before ? removed : undefined} data-changed={before || undefined}>
                  <AuditValue value={change.before} />
                </Table.Td>
                <Table.Td style={after ? added : undefined} data-changed={after || undefined}>
                  <AuditValue value={change.after} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
