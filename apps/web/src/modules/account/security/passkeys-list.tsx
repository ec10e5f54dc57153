import type { Passkey } from '@beacon/contract/passkeys';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface PasskeysListProps {
  passkeys: Passkey[];
  onRename: (passkey: Passkey) => void;
  onRemove: (passkey: Passkey) => void;
}

/** Each passkey with when it was added and last used, and its rename and remove buttons. */
export function PasskeysList({ passkeys, onRename, onRemove }: PasskeysListProps) {
  const { t, i18n } = useTranslation();
  const date = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  if (passkeys.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('passkeys.empty')}
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {passkeys.map((passkey) => (
        <Group key={passkey.id} component="li" wrap="nowrap" gap="sm" align="flex-start">
          <IconKey size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {passkey.name}
            </Text>
            <Text size="sm" c="dimmed">
              {t('passkeys.added', { date: date.format(new Date(passkey.createdAt)) })}
            </Text>
            <Text size="sm" c="dimmed">
              {passkey.lastUsedAt
                ? t('passkeys.lastUsed', { date: date.format(new Date(passkey.lastUsedAt)) })
                : t('passkeys.neverUsed')}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('passkeys.rename', { name: passkey.name })}
              onClick={() => onRename(passkey)}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('passkeys.remove', { name: passkey.name })}
              onClick={() => onRemove(passkey)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
