import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isStatus, statusColor, statusKey } from './table-row-values';

/** A row's status as a light badge in its colour, named in the reader's language. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  if (!isStatus(status)) return null;
  return (
    // The dot variant keeps the label in the text colour, readable in every skin.
    <Badge variant="dot" color={statusColor[status]} radius="sm">
      {t(`datatables.status.${statusKey[status]}`)}
    </Badge>
  );
}
