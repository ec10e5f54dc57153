import { Divider, Stack } from '@mantine/core';
import type { Poll } from '@beacon/contract/pages';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { PollCard } from './poll-card';
import { ProfileCard } from './profile-card';

/** The right column's polls, one under the other. */
export function PollsCard({ polls }: { polls: Poll[] }) {
  const { t } = useTranslation();
  return (
    <ProfileCard title={t('pages.profile.polls')}>
      <Stack gap="lg">
        {polls.map((poll, index) => (
          <Fragment key={poll.id}>
            {index > 0 && <Divider />}
            <PollCard poll={poll} />
          </Fragment>
        ))}
      </Stack>
    </ProfileCard>
  );
}
