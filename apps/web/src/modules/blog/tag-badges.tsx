import { Group, type MantineColor } from '@mantine/core';
import type { BlogTag } from '@beacon/contract/blog-values';
import { useTranslation } from 'react-i18next';
import { BadgeLink } from './links';

export const tagColors: Record<BlogTag, MantineColor> = {
  Quote: 'cyan',
  Fashion: 'indigo',
  Gaming: 'red',
  Video: 'orange',
  Food: 'green',
};

/**
 * A post's tags, each a link to the list of posts with that tag. The dot variant keeps the label
 * in the text colour, readable in every skin.
 */
export function TagBadges({ tags }: { tags: readonly BlogTag[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Group gap={6}>
      {tags.map((tag) => (
        <BadgeLink
          key={tag}
          to="/pages/blog/list"
          search={{ tag }}
          variant="dot"
          color={tagColors[tag]}
          radius="sm"
          style={{ cursor: 'pointer' }}
        >
          {t(`blog.tags.${tag}`)}
        </BadgeLink>
      ))}
    </Group>
  );
}
