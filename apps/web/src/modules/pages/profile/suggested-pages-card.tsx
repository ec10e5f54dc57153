import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { ProfileReply } from '@beacon/contract/pages';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import { ProfileCard } from './profile-card';

/** Pages the user might follow; a star marks their favourites. */
export function SuggestedPagesCard({ pages }: { pages: ProfileReply['suggestedPages'] }) {
  const { t } = useTranslation();
  return (
    <ProfileCard title={t('pages.profile.suggestedPages')}>
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {pages.map((page) => (
          <Group key={page.username} component="li" gap="sm" wrap="nowrap">
            <UserAvatar name={page.username} src={page.avatar} decorative />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} size="sm" truncate>
                {page.username}
              </Text>
              <Text size="xs" c="dimmed">
                {page.subtitle}
              </Text>
            </Stack>
            <ThemeIcon
              variant="transparent"
              color={page.favorite ? 'yellow.7' : 'gray'}
              role="img"
              aria-label={t(page.favorite ? 'pages.profile.favorite' : 'pages.profile.notFavorite')}
            >
              {page.favorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
            </ThemeIcon>
          </Group>
        ))}
      </Stack>
    </ProfileCard>
  );
}
