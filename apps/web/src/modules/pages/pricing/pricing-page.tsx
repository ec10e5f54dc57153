import { Group, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { pricingPlanKeys } from '@beacon/contract/pages-values';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { pricingQuery } from '../pages.queries';
import { FreeTrialBand } from './free-trial-band';
import { PlanCard, type PlanStanding } from './plan-card';
import { PricingFaq } from './pricing-faq';

const route = getRouteApi('/_app/pages/pricing');

/** The plans are in price order: one before the account's is cheaper, one after dearer. */
const standing = (index: number, current: number): PlanStanding =>
  index === current ? 'current' : index > current ? 'higher' : 'lower';

/** `/pages/pricing`: the plans monthly or yearly, the trial offer, the questions. */
export function PricingPage() {
  const { t, i18n } = useTranslation();
  const { period } = route.useSearch();
  const navigate = route.useNavigate();
  const pricing = useQuery(pricingQuery(i18n.language));
  const annual = period === 'annually';
  return (
    <Stack gap="xl">
      <Stack gap="sm" align="center" ta="center">
        <Title order={1} fz="h2">
          {t('pages.pricing.title')}
        </Title>
        <Text c="dimmed" maw={620}>
          {t('pages.pricing.subtitle')}
        </Text>
        <Group gap="sm" mt="xs">
          <Text fw={500} aria-hidden>
            {t('pages.pricing.monthly')}
          </Text>
          <Switch
            size="md"
            checked={annual}
            onChange={(event) =>
              void navigate({
                search: { period: event.currentTarget.checked ? 'annually' : 'monthly' },
                replace: true,
              })
            }
            label={t('pages.pricing.annually')}
          />
        </Group>
      </Stack>
      {pricing.isError && (
        <QueryErrorAlert
          message={t('pages.pricing.loadFailed')}
          onRetry={() => void pricing.refetch()}
          retrying={pricing.isFetching}
        />
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {pricing.data
          ? pricingPlanKeys.map((key, index) => (
              <PlanCard
                key={key}
                plan={pricing.data[`${key}Plan`]}
                period={period}
                standing={standing(index, pricingPlanKeys.indexOf(pricing.data.currentPlan))}
              />
            ))
          : !pricing.isError &&
            pricingPlanKeys.map((key) => <Skeleton key={key} h={560} radius="md" />)}
      </SimpleGrid>
      <FreeTrialBand />
      {pricing.data && <PricingFaq questions={pricing.data.qandA} />}
    </Stack>
  );
}
