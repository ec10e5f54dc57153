import { Group, Stack, Text } from '@mantine/core';
import type { SupportTracker } from '@beacon/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '../card/dashboard-card';
import { GaugeChart } from '../card/charts';
import { useFigures } from '../card/use-figures';
import { usePeriod } from '../card/use-period';
import { analyticsCardQuery } from '../dashboard.queries';
import { useUnits } from './use-units';

const k = 'dashboard.analyticsCards.supportTracker';

/** Chats as support tickets: how many, how many still open, how fast they are answered. */
export function SupportTrackerCard() {
  const { t } = useTranslation();
  const period = usePeriod();
  const query = useQuery(analyticsCardQuery('support-tracker', period.value));
  return (
    <DashboardCard title={t(`${k}.title`)} query={query} period={period} skeletonHeight={220}>
      {(data) => <SupportTrackerBody data={data} />}
    </DashboardCard>
  );
}

function SupportTrackerBody({ data }: { data: SupportTracker }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const units = useUnits();
  const total = data.totalTicket;
  const completed = total === 0 ? 0 : ((total - data.openTicket) / total) * 100;
  const rows = [
    { label: t(`${k}.newTickets`), value: figures.count(data.newTicket) },
    { label: t(`${k}.openTickets`), value: figures.count(data.openTicket) },
    { label: t(`${k}.responseTime`), value: units.hours(data.responseTime) },
  ];
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap="md" miw={160} style={{ flex: 1 }}>
        <div>
          <Text fz={40} fw={700} lh={1.1}>
            {figures.count(total)}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`${k}.tickets`)}
          </Text>
        </div>
        <Stack gap={6}>
          {rows.map((row) => (
            <Group key={row.label} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{row.label}</Text>
              <Text size="sm" fw={600}>
                {row.value}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
      <Stack align="center" gap={4} style={{ flex: 1 }}>
        {/* A meter named by the caption under it, which screen readers need not hear twice. */}
        <GaugeChart
          aria-label={t(`${k}.completed`)}
          value={completed}
          size={150}
          thickness={14}
          roundCaps
          filledColor="indigo.6"
          valueFormatter={figures.percent}
          styles={{ label: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
        />
        <Text size="sm" c="dimmed" aria-hidden>
          {t(`${k}.completed`)}
        </Text>
      </Stack>
    </Group>
  );
}
