import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleColor, roleLabel } from '../role-names';
import classes from './permissions-table.module.css';

/** The roles a permission is assigned to, each a badge in its role's colour. */
export function RoleBadges({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      {roles.map((role) => (
        // The dot variant keeps the label in the text colour, readable in every skin (WCAG AA);
        // the dot carries the role's colour.
        <Badge
          key={role}
          variant="dot"
          color={roleColor(role)}
          radius="sm"
          className={classes.roleBadge}
          styles={{ label: { overflow: 'visible' } }}
        >
          {roleLabel(t, role)}
        </Badge>
      ))}
    </Group>
  );
}
