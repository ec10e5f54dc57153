import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActionsCard } from '../../card/card-actions';
import { useFigures } from '../../card/use-figures';
import { analyticsCardQuery } from '../../dashboard.queries';

const k = 'dashboard.actionsCards.customers';

const kinds = { New: 'new', Returning: 'returning', Referrals: 'referrals' } as const;

/** Buyers of the last 28 days by kind (`/card/card-analytics/customers`). */
export function CustomersCard({ onRemove }: { onRemove: () => void }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const query = useQuery(analyticsCardQuery('customers'));
  return (
    <ActionsCard
      title={t(`${k}.title`)}
      subtitle={t('dashboard.period.last-28-days')}
      query={query}
      skeletonHeight={100}
      onRemove={onRemove}
    >
      {(data) => (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.listData.map((item) => (
            <Group key={item.text} component="li" justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                <ColorSwatch
                  color={`var(--mantine-color-${item.iconColor}-6)`}
                  size={10}
                  aria-hidden
                />
                <Text size="sm">{t(`${k}.${kinds[item.text]}`)}</Text>
              </Group>
              <Text size="sm" fw={600}>
                {figures.count(item.result)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </ActionsCard>
  );
}
