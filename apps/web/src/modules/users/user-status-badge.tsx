import { Badge } from '@mantine/core';
import type { User } from '@beacon/contract/users';
import { useTranslation } from 'react-i18next';
import { statusColor } from './user-values';

/** A user's status: a coloured dot and its name. */
export function UserStatusBadge({ status }: { status: User['status'] }) {
  const { t } = useTranslation();
  return (
    // The dot variant keeps the label in the text colour (readable in every skin). A visible
    // overflow makes the label's width its minimum, so a narrow table column grows to fit it
    // instead of cutting it to "AC…".
    <Badge
      variant="dot"
      color={statusColor[status]}
      radius="sm"
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`users.statuses.${status}`)}
    </Badge>
  );
}
