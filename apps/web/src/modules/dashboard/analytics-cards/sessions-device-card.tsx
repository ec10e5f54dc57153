import { Center, Stack, Text } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconDeviceDesktop,
  IconDeviceMobile,
  IconDeviceTablet,
  IconDevices,
} from '@tabler/icons-react';
import type { SessionsDevice } from '@beacon/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChartTable } from '../card/chart-table';
import { DonutChart } from '../card/charts';
import { DashboardCard } from '../card/dashboard-card';
import { SampleBadge } from '../card/sample-badge';
import { useFigures } from '../card/use-figures';
import { usePeriod } from '../card/use-period';
import { analyticsCardQuery } from '../dashboard.queries';
import { LegendList } from './legend-list';
import { signColor } from './sign-color';

const k = 'dashboard.analyticsCards.sessionsDevice';

const icons: Partial<Record<string, typeof IconDevices>> = {
  'device-desktop': IconDeviceDesktop,
  'device-mobile': IconDeviceMobile,
  'device-tablet': IconDeviceTablet,
};

/** Sessions by device: sample figures, the app records no devices. */
export function SessionsDeviceCard() {
  const { t } = useTranslation();
  const period = usePeriod();
  const query = useQuery(analyticsCardQuery('sessions-device', period.value));
  return (
    <DashboardCard
      title={t(`${k}.title`)}
      query={query}
      period={period}
      skeletonHeight={280}
      headerEnd={query.data?.sample && <SampleBadge />}
    >
      {(data) => <SessionsDeviceBody data={data} />}
    </DashboardCard>
  );
}

function SessionsDeviceBody({ data }: { data: SessionsDevice }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const devices = data.chart_info.map((device) => {
    const Icon = icons[device.icon] ?? IconDevices;
    const Arrow = device.upDown < 0 ? IconArrowDown : IconArrowUp;
    return {
      name: t(`${k}.devices.${device.name}`, { defaultValue: device.name }),
      value: device.usage,
      color: `${device.iconColor}.6`,
      upDown: device.upDown,
      icon: <Icon size={18} aria-hidden />,
      arrow: device.upDown === 0 ? null : <Arrow size={14} aria-hidden />,
    };
  });
  return (
    <Stack gap="md">
      <Center>
        <DonutChart
          aria-hidden
          inert
          data={devices.map(({ name, value, color }) => ({ name, value, color }))}
          size={160}
          thickness={20}
          valueFormatter={figures.percent}
        />
      </Center>
      <ChartTable
        caption={t(`${k}.chart`)}
        labels={devices.map((device) => device.name)}
        rows={[
          { name: t(`${k}.usage`), values: devices.map((d) => figures.percent(d.value)) },
          { name: t(`${k}.change`), values: devices.map((d) => figures.signedPercent(d.upDown)) },
        ]}
      />
      <LegendList
        items={devices.map((device) => ({
          name: device.name,
          color: device.color,
          icon: device.icon,
          value: figures.percent(device.value),
          extra: (
            <Text
              size="sm"
              fw={600}
              c={signColor(device.upDown)}
              miw={64}
              ta="end"
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 2,
                justifyContent: 'flex-end',
              }}
            >
              {device.arrow}
              {figures.signedPercent(device.upDown)}
            </Text>
          ),
        }))}
      />
    </Stack>
  );
}
