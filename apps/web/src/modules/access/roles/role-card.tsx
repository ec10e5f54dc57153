import { ActionIcon, Avatar, Button, Card, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Role } from '@beacon/contract/access';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import { roleLabel } from '../role-names';
import { RoleTwoFactorSwitch } from './role-two-factor-switch';

interface RoleCardProps {
  role: Role;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
}

/** A role: how many people have it (with some of their faces), its name, edit and delete. */
export function RoleCard({ role, onEdit, onDelete }: RoleCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const name = roleLabel(t, role.name);
  const more = role.totalUsers - role.users.length;
  const number = new Intl.NumberFormat(i18n.language);
  const remove = t('access.roles.deleteOne', { name });
  return (
    <Card component="article" aria-labelledby={titleId} padding="lg">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" c="dimmed">
          {t('access.roles.totalUsers', {
            count: role.totalUsers,
            number: number.format(role.totalUsers),
          })}
        </Text>
        {/* The count says it in words; the faces are decoration. */}
        <Avatar.Group spacing="sm" aria-hidden>
          {role.users.map((user) => (
            <UserAvatar key={user.id} name={user.fullName} src={user.avatar} size="sm" decorative />
          ))}
          {more > 0 && <Avatar size="sm">+{number.format(more)}</Avatar>}
        </Avatar.Group>
      </Group>
      <Title order={2} fz="h4" mt="md" id={titleId}>
        {name}
      </Title>
      <RoleTwoFactorSwitch roleId={role.id} name={name} />
      <Group justify="space-between" mt="xs" gap="xs">
        <Button
          variant="subtle"
          px={0}
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => onEdit(role)}
        >
          {t('access.roles.edit')}
        </Button>
        <Tooltip label={remove}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={remove}
            onClick={() => onDelete(role)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Card>
  );
}
