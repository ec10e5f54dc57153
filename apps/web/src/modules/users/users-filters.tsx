import { Card, SimpleGrid, Title } from '@mantine/core';
import { userPlans, userRoles, userStatuses } from '@beacon/contract/users-values';
import { useTranslation } from 'react-i18next';
import { UsersFilterSelect } from './users-filter-select';
import { useUsersSearch } from './use-users-search';

/** Role, plan and status filters; each choice is kept in the URL and starts again at page 1. */
export function UsersFilters() {
  const { t } = useTranslation();
  const [search, update] = useUsersSearch();
  return (
    <Card padding="md">
      <Title order={2} fz="h4" mb="sm">
        {t('users.filters.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <UsersFilterSelect
          label={t('users.filters.role')}
          selectLabel={t('users.filters.selectRole')}
          anyLabel={t('users.filters.anyRole')}
          values={userRoles}
          labelOf={(role) => t(`users.roles.${role}`)}
          value={search.role}
          onChange={(role) => update({ role })}
        />
        <UsersFilterSelect
          label={t('users.filters.plan')}
          selectLabel={t('users.filters.selectPlan')}
          anyLabel={t('users.filters.anyPlan')}
          values={userPlans}
          labelOf={(plan) => t(`users.plans.${plan}`)}
          value={search.currentPlan}
          onChange={(currentPlan) => update({ currentPlan })}
        />
        <UsersFilterSelect
          label={t('users.filters.status')}
          selectLabel={t('users.filters.selectStatus')}
          anyLabel={t('users.filters.anyStatus')}
          values={userStatuses}
          labelOf={(status) => t(`users.statuses.${status}`)}
          value={search.status}
          onChange={(status) => update({ status })}
        />
      </SimpleGrid>
    </Card>
  );
}
