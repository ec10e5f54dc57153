import { Group, Stack, Text } from '@mantine/core';
import type { ProfileReply } from '@beacon/contract/pages';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import { ProfileCard } from './profile-card';

/** Three short posts from people the user follows. */
export function TwitterFeedsCard({ feeds }: { feeds: ProfileReply['twitterFeeds'] }) {
  const { t } = useTranslation();
  return (
    <ProfileCard title={t('pages.profile.twitterFeeds')}>
      <Stack gap="lg">
        {feeds.map((feed) => (
          <Stack key={feed.title} gap={6} component="article" aria-label={feed.title}>
            <Group gap="sm" wrap="nowrap">
              <UserAvatar name={feed.title} src={feed.imgUrl} decorative />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" truncate>
                  {feed.title}
                </Text>
                <Text size="xs" c="dimmed">
                  <bdi>@{feed.id}</bdi>
                </Text>
              </Stack>
            </Group>
            <Text size="sm">
              <bdi>{feed.desc}</bdi>
            </Text>
            <Text size="sm" c="var(--mantine-color-anchor)">
              <bdi>{feed.tags}</bdi>
            </Text>
          </Stack>
        ))}
      </Stack>
    </ProfileCard>
  );
}
