import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../components/user-avatar';
import { useFormatDay } from './use-format-day';

interface AuthorLineProps {
  name: string;
  avatar: string;
  /** ISO 8601. */
  date: string;
  size?: 'sm' | 'md';
}

/** "by Ann Lee | Jan 10, 2020" with the author's avatar. */
export function AuthorLine({ name, avatar, date, size = 'sm' }: AuthorLineProps) {
  const { t } = useTranslation();
  const formatDay = useFormatDay();
  return (
    <Group gap="xs" wrap="nowrap">
      <UserAvatar name={name} src={avatar} size={size === 'sm' ? 24 : 32} decorative />
      <Text size="sm" c="dimmed">
        {t('blog.by')}{' '}
        <Text span inherit c="var(--mantine-color-text)" fw={500}>
          <bdi>{name}</bdi>
        </Text>
        <Text span inherit mx={6} aria-hidden>
          |
        </Text>
        {/* Isolated: a name or date in the other direction must not swap places with its neighbour. */}
        <bdi>
          <time dateTime={date}>{formatDay(date)}</time>
        </bdi>
      </Text>
    </Group>
  );
}
