import { SimpleGrid } from '@mantine/core';
import { IconUserCheck, IconUserExclamation, IconUserOff, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../components/stat-card';
import { usersCountQuery } from './users.queries';

const cards = [
  { key: 'total', status: undefined, icon: IconUsers, color: 'indigo' },
  { key: 'active', status: 'active', icon: IconUserCheck, color: 'green' },
  { key: 'pending', status: 'pending', icon: IconUserExclamation, color: 'yellow' },
  { key: 'inactive', status: 'inactive', icon: IconUserOff, color: 'gray' },
] as const;

function UsersStat({ card }: { card: (typeof cards)[number] }) {
  const { t } = useTranslation();
  const { data, isError } = useQuery(usersCountQuery(card.status));
  return (
    <StatCard
      label={t(`users.stats.${card.key}`)}
      value={isError ? null : data}
      icon={card.icon}
      color={card.color}
    />
  );
}

/** Real counts from the API, not constants; they reload after every write. */
export function UsersStats() {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
      {cards.map((card) => (
        <UsersStat key={card.key} card={card} />
      ))}
    </SimpleGrid>
  );
}
