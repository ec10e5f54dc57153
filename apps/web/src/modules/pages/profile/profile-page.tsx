import { Grid, Skeleton, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ProfileReply } from '@beacon/contract/pages';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { profileQuery } from '../pages.queries';
import { AboutCard } from './about-card';
import { LatestPhotosCard } from './latest-photos-card';
import { PollsCard } from './polls-card';
import { ProfileFeed } from './profile-feed';
import { ProfileHeader } from './profile-header';
import { type ProfileTab, profileTabs } from './profile-tabs';
import { SuggestedPagesCard } from './suggested-pages-card';
import { SuggestionsCard } from './suggestions-card';
import { TwitterFeedsCard } from './twitter-feeds-card';

const route = getRouteApi('/_app/pages/profile');

const isTab = (value: string | null): value is ProfileTab =>
  profileTabs.some((tab) => tab === value);

/** Feed: about, pages and feeds on the left, posts in the centre, photos and polls on the right. */
function FeedTab({ profile }: { profile: ProfileReply }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5, lg: 3 }} order={{ base: 2, lg: 1 }}>
        <Stack gap="lg">
          <AboutCard about={profile.userAbout} />
          <SuggestedPagesCard pages={profile.suggestedPages} />
          <TwitterFeedsCard feeds={profile.twitterFeeds} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }} order={{ base: 1, lg: 2 }}>
        <ProfileFeed />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7, lg: 3 }} order={3}>
        <Stack gap="lg">
          <LatestPhotosCard photos={profile.latestPhotos} />
          <SuggestionsCard people={profile.suggestions} />
          <PollsCard polls={profile.polls} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** `/pages/profile`: the signed-in user's header and about, the feed, the polls. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  const profile = useQuery(profileQuery);
  if (profile.isError)
    return (
      <QueryErrorAlert
        message={t('pages.profile.loadFailed')}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  if (!profile.data)
    return (
      <Stack gap="lg" aria-busy>
        <Skeleton h={340} radius="md" />
        <Skeleton h={400} radius="md" />
      </Stack>
    );
  const data = profile.data;
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (isTab(value)) void navigate({ search: { tab: value }, replace: true });
      }}
      keepMounted={false}
    >
      <Stack gap="lg">
        <ProfileHeader header={data.header} />
        <Tabs.Panel value="feed">
          <FeedTab profile={data} />
        </Tabs.Panel>
        <Tabs.Panel value="about">
          <AboutCard about={data.userAbout} />
        </Tabs.Panel>
        <Tabs.Panel value="photos">
          <LatestPhotosCard photos={data.latestPhotos} wide />
        </Tabs.Panel>
        <Tabs.Panel value="friends">
          <SuggestionsCard people={data.suggestions} wide />
        </Tabs.Panel>
      </Stack>
    </Tabs>
  );
}
