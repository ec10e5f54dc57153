import { Anchor, Stack, Text } from '@mantine/core';
import type { ProfileReply } from '@beacon/contract/pages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageFormat } from '../use-page-format';
import { ProfileCard } from './profile-card';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The user's own facts: their bio, since when, where, how to reach them; unset ones say so. */
export function AboutCard({ about }: { about: ProfileReply['userAbout'] }) {
  const { t } = useTranslation();
  const format = usePageFormat();
  const notSet = t('pages.profile.about.notSet');
  const website = about.website && /^https?:\/\//i.test(about.website) ? about.website : null;
  return (
    <ProfileCard title={t('pages.profile.about.title')}>
      <Stack gap="sm">
        <Text size="sm">
          {about.about ? <bdi>{about.about}</bdi> : t('pages.profile.about.noBio')}
        </Text>
        <Fact label={t('pages.profile.about.joined')}>{format.date(about.joined)}</Fact>
        <Fact label={t('pages.profile.about.lives')}>{about.lives ?? notSet}</Fact>
        <Fact label={t('pages.profile.about.email')}>
          <bdi>{about.email}</bdi>
        </Fact>
        <Fact label={t('pages.profile.about.website')}>
          {website ? (
            <Anchor href={website} target="_blank" rel="noopener noreferrer" underline="always">
              {about.website}
            </Anchor>
          ) : (
            (about.website ?? notSet)
          )}
        </Fact>
      </Stack>
    </ProfileCard>
  );
}
