import { Box, Table, Text } from '@mantine/core';
import type { Series } from '@beacon/contract/monitoring';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../live/isolate';
import { useReadingFormats } from '../report/reading-format';
import { lineColor } from './chart-colors';
import { summarize } from './chart-rows';

/**
 * The chart in words, one row per sensor: its colour, last, lowest and highest value in the
 * window, its alarm limits and how many alarms it had. Screen readers read this; everyone gets
 * the figures the lines only suggest.
 */
export function ChartSummary({ series, caption }: { series: Series[]; caption: string }) {
  const { t, i18n } = useTranslation();
  const formats = useReadingFormats();
  const count = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const figure = (value: number | null, unit: string) =>
    value === null ? '—' : formats.value(value, unit);
  return (
    // Focusable, so a keyboard can scroll the figures sideways on a phone.
    <Table.ScrollContainer
      minWidth={560}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': caption } }}
    >
      <Table striped withTableBorder>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('monitoringChart.summary.sensor')}</Table.Th>
            <Table.Th>{t('monitoringChart.summary.last')}</Table.Th>
            <Table.Th>{t('monitoringChart.summary.min')}</Table.Th>
            <Table.Th>{t('monitoringChart.summary.max')}</Table.Th>
            <Table.Th>{t('monitoringChart.summary.limits')}</Table.Th>
            <Table.Th>{t('monitoringChart.summary.alarms')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {series.map(summarize).map((row, index) => (
            <Table.Tr key={row.sensorId}>
              <Table.Th scope="row" fw={500}>
                <Box
                  component="span"
                  aria-hidden
                  display="inline-block"
                  w={12}
                  h={3}
                  me={8}
                  bg={lineColor(index)}
                  style={{ verticalAlign: 'middle' }}
                />
                <span dir="auto">{row.name}</span>
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <bdi>{figure(row.last, row.unit)}</bdi>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <bdi>{figure(row.min, row.unit)}</bdi>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <bdi>{figure(row.max, row.unit)}</bdi>
              </Table.Td>
              <Table.Td>
                {row.limits.length === 0
                  ? '—'
                  : row.limits.map((limit, at) => (
                      <Text key={at} size="sm">
                        {t(`monitoringChart.summary.limit.${limit.severity}`, {
                          low: isolate(figure(limit.low, row.unit)),
                          high: isolate(figure(limit.high, row.unit)),
                        })}
                      </Text>
                    ))}
              </Table.Td>
              <Table.Td>{count.format(row.alarms)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
