import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '@beacon/contract/audit';
import { IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../user-avatar';

/** Who wrote an entry: their initials, name and e-mail, or who it cannot name. */
export function AuditActor({ entry }: { entry: Pick<AuditEntry, 'actor' | 'actorId'> }) {
  const { t } = useTranslation();
  const { actor, actorId } = entry;
  if (!actor)
    return (
      <Group gap="sm" wrap="nowrap">
        <Avatar size="sm" color="gray" aria-hidden>
          <IconUserQuestion size={16} />
        </Avatar>
        <Text size="sm" c="dimmed">
          {/* An id without an account: the account was deleted after it wrote this. */}
          {actorId === null
            ? t('auditLog.actor.none')
            : t('auditLog.actor.deleted', { id: actorId })}
        </Text>
      </Group>
    );
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar name={actor.fullName} size="sm" decorative />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={500} truncate>
          {actor.fullName}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {actor.email}
        </Text>
      </Stack>
    </Group>
  );
}
