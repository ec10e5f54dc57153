import { Image, SimpleGrid } from '@mantine/core';
import type { ProfileReply } from '@beacon/contract/pages';
import { useTranslation } from 'react-i18next';
import { ProfileCard } from './profile-card';
import classes from './profile.module.css';

/** Nine recent photos in a grid (more columns when the card is wide, on the Photos tab). */
export function LatestPhotosCard({
  photos,
  wide = false,
}: {
  photos: ProfileReply['latestPhotos'];
  wide?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ProfileCard title={t('pages.profile.latestPhotos')}>
      <SimpleGrid cols={wide ? { base: 3, sm: 5 } : 3} spacing="xs">
        {photos.map((photo, index) => (
          <Image
            key={photo.img}
            src={photo.img}
            alt={t('pages.profile.photoAlt', { n: index + 1 })}
            className={classes.photo}
          />
        ))}
      </SimpleGrid>
    </ProfileCard>
  );
}
