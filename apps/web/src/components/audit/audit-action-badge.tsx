import { Badge } from '@mantine/core';
import type { AuditAction } from '@beacon/contract/audit-values';
import { actionColor, useAuditLabels } from './audit-labels';

/** What was done, as a coloured dot and its name. */
export function AuditActionBadge({ action }: { action: AuditAction }) {
  const labels = useAuditLabels();
  return (
    // The dot variant keeps the label in the text colour, readable in every skin (WCAG AA); a
    // visible overflow keeps "Role changed" whole in a narrow column.
    <Badge
      variant="dot"
      color={actionColor[action]}
      radius="sm"
      styles={{ label: { overflow: 'visible' } }}
    >
      {labels.action(action)}
    </Badge>
  );
}
