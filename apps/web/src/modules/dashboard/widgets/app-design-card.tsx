import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import { DashboardCard } from '../card/dashboard-card';
import { useFigures } from '../card/use-figures';
import { teamQuery } from './widget.queries';

/** The team: the first users of the user list, how many there are, and the way to the list. */
export function AppDesignCard() {
  const { t, i18n } = useTranslation();
  const figures = useFigures();
  const query = useQuery(teamQuery);
  return (
    <DashboardCard title={t('dashboard.widgets.team.title')} query={query} skeletonHeight={150}>
      {({ users, total }) => (
        <Stack gap="md">
          <Text size="sm">{t('dashboard.widgets.team.description')}</Text>
          <div>
            <Text size="sm" fw={600} mb={6}>
              {t('dashboard.widgets.team.members', { total: figures.count(total) })}
            </Text>
            {users.length > 0 && (
              <Group gap="sm" wrap="nowrap">
                <Avatar.Group spacing="sm">
                  {users.map((user) => (
                    <UserAvatar key={user.id} name={user.fullName} src={user.avatar} decorative />
                  ))}
                </Avatar.Group>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {new Intl.ListFormat(i18n.language).format(users.map((user) => user.fullName))}
                </Text>
              </Group>
            )}
          </div>
          <Group gap="sm">
            <Button component={Link} to="/apps/user/list">
              {t('dashboard.widgets.team.join')}
            </Button>
            <Button component={Link} to="/apps/user/list" variant="default">
              {t('dashboard.widgets.team.viewUsers')}
            </Button>
          </Group>
        </Stack>
      )}
    </DashboardCard>
  );
}
