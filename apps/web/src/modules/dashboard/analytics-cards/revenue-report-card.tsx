import { Button, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { RevenueReport } from '@beacon/contract/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '../../../components/deferred-menu';
import { ChartTable } from '../card/chart-table';
import { BarChart } from '../card/charts';
import { DashboardCard } from '../card/dashboard-card';
import { useFigures } from '../card/use-figures';
import { revenueReportQuery } from '../dashboard.queries';
import { useUnits } from './use-units';

const k = 'dashboard.analyticsCards.revenueReport';

/** Orders and invoices of a year, month by month, with a menu of the years the API offers. */
export function RevenueReportCard() {
  const { t } = useTranslation();
  const [year, setYear] = useState<string>();
  // The previous year's figures stay while another loads, so the year menu stays in place.
  const query = useQuery({ ...revenueReportQuery(year), placeholderData: keepPreviousData });
  const title = t(`${k}.title`);
  const years = query.data?.years ?? [];
  const shown = year ?? query.data?.year;
  return (
    <DashboardCard
      title={title}
      query={query}
      skeletonHeight={320}
      headerEnd={
        shown &&
        years.length > 0 && (
          <DeferredMenu
            menuProps={{ position: 'bottom-end', withinPortal: true }}
            target={
              <Button
                variant="default"
                size="compact-sm"
                // The chosen year's figures are on their way; the shown ones are the last year's.
                loading={query.isPlaceholderData}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                aria-label={t(`${k}.chooseYear`, { card: title, year: shown })}
              >
                {shown}
              </Button>
            }
          >
            {(Menu) =>
              years.map((option) => (
                <Menu.Item
                  key={option}
                  onClick={() => setYear(option)}
                  aria-current={option === shown ? 'true' : undefined}
                  fw={option === shown ? 600 : undefined}
                >
                  {option}
                </Menu.Item>
              ))
            }
          </DeferredMenu>
        )
      }
    >
      {(data) => <RevenueReportBody data={data} />}
    </DashboardCard>
  );
}

function RevenueReportBody({ data }: { data: RevenueReport }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const months = useUnits().months();
  const series = [
    { key: 'Earning', label: t(`${k}.earning`), color: 'indigo.6' },
    { key: 'Invoiced', label: t(`${k}.invoiced`), color: 'orange.6' },
  ].map((s, i) => ({
    ...s,
    data: (data.series.find((one) => one.name === s.key) ?? data.series[i])?.data ?? [],
  }));
  const rows = months.map((month, i) => ({
    month,
    ...Object.fromEntries(series.map((s) => [s.key, s.data[i] ?? 0])),
  }));
  return (
    <Stack gap="md">
      <BarChart
        aria-hidden
        inert
        h={240}
        data={rows}
        dataKey="month"
        series={series.map(({ key, label, color }) => ({ name: key, label, color }))}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        gridAxis="y"
        tickLine="none"
        valueFormatter={figures.compactMoney}
      />
      <ChartTable
        caption={t(`${k}.chart`, { year: data.year })}
        labels={months}
        rows={series.map((s) => ({ name: s.label, values: s.data.map(figures.money) }))}
      />
      <Group gap="xl">
        <div>
          <Text size="sm" c="dimmed">
            {t(`${k}.orders`, { year: data.year })}
          </Text>
          <Text fw={700} size="lg">
            {figures.money(data.price)}
          </Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {t(`${k}.budget`, { year: data.year })}
          </Text>
          <Text fw={700} size="lg">
            {figures.money(data.budget)}
          </Text>
        </div>
      </Group>
    </Stack>
  );
}
