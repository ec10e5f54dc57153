import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ProfileReply } from '@beacon/contract/pages';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import { ProfileCard } from './profile-card';

/** People the user may know, with how many friends they share. */
export function SuggestionsCard({
  people,
  wide = false,
}: {
  people: ProfileReply['suggestions'];
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const format = (n: number) => t('pages.profile.mutualFriends', { count: n });
  return (
    <ProfileCard title={t('pages.profile.suggestions')}>
      <SimpleGrid cols={wide ? { base: 1, sm: 2, md: 3 } : 1} spacing="md">
        {people.map((person) => (
          <Group key={person.username} gap="sm" wrap="nowrap">
            <UserAvatar name={person.username} src={person.avatar} decorative />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" truncate>
                {person.username}
              </Text>
              <Text size="xs" c="dimmed">
                {format(person.mutualFriends)}
              </Text>
            </Stack>
          </Group>
        ))}
      </SimpleGrid>
    </ProfileCard>
  );
}
