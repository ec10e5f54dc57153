import { useMemo } from 'react';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { lineColor, severityStroke } from './chart-colors';
import { avgKey, bandKey, chartRows } from './chart-rows';
import type { ChartData, TimeRange } from './chart-window';

export interface SeriesChartProps {
  data: ChartData;
  /** The time on the x axis: the data's range, or for a live window, up to now. */
  domain: TimeRange;
  height: number;
  formatTick: (at: number) => string;
  formatTime: (at: number) => string;
  formatNumber: (value: number) => string;
}

const axisTick = { fill: 'var(--mantine-color-dimmed)', fontSize: 12 };
const axisLine = 'var(--mantine-color-default-border)';

/**
 * The chart itself (recharts, loaded after the page's controls): a line of means per sensor with
 * its lowest–highest band when the points are buckets, each rule's limits as dashed lines in its
 * severity's colour, and each alarm's time shaded. Time runs left to right in every language.
 */
export default function SeriesChart({
  data,
  domain,
  height,
  formatTick,
  formatTime,
  formatNumber,
}: SeriesChartProps) {
  const rows = useMemo(() => chartRows(data.series), [data.series]);
  const bucketed = data.bucketSeconds > 0;
  return (
    <div dir="ltr" style={{ width: '100%', height }}>
      <ResponsiveContainer>
        <ComposedChart
          data={rows}
          margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
          // The page's table says the figures; the chart's keyboard layer would repeat them.
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={axisLine} strokeDasharray="3 3" />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={[domain.from, domain.to]}
            allowDataOverflow
            tickFormatter={formatTick}
            tick={axisTick}
            stroke={axisLine}
            minTickGap={32}
          />
          <YAxis
            domain={['auto', 'auto']}
            tickFormatter={formatNumber}
            tick={axisTick}
            stroke={axisLine}
            width={48}
          />
          <Tooltip
            labelFormatter={(at) => formatTime(Number(at))}
            formatter={(value) =>
              Array.isArray(value)
                ? value.map((part) => formatNumber(Number(part))).join(' – ')
                : formatNumber(Number(value))
            }
            // The text colour, not each line's: a line colour on the tooltip's ground falls short
            // of 4.5:1. Each row names its sensor.
            itemStyle={{ color: 'var(--mantine-color-text)' }}
            contentStyle={{
              background: 'var(--mantine-color-body)',
              borderColor: axisLine,
              color: 'var(--mantine-color-text)',
            }}
          />
          {data.series.flatMap((series) =>
            series.alarms.map((alarm) => (
              <ReferenceArea
                key={`alarm${alarm.id}`}
                x1={Math.max(Date.parse(alarm.openedAt), domain.from)}
                x2={alarm.clearedAt ? Date.parse(alarm.clearedAt) : domain.to}
                ifOverflow="hidden"
                fill={severityStroke[alarm.severity]}
                fillOpacity={0.12}
                stroke="none"
              />
            )),
          )}
          {bucketed &&
            data.series.map((series, index) => (
              <Area
                key={`band${series.sensorId}`}
                dataKey={bandKey(series.sensorId)}
                name={series.name}
                stroke="none"
                fill={lineColor(index)}
                fillOpacity={0.15}
                connectNulls
                isAnimationActive={false}
                legendType="none"
                tooltipType="none"
              />
            ))}
          {data.series.map((series, index) => (
            <Line
              key={`avg${series.sensorId}`}
              dataKey={avgKey(series.sensorId)}
              name={series.name}
              stroke={lineColor(index)}
              strokeWidth={2}
              dot={false}
              connectNulls
              isAnimationActive={false}
              type="linear"
            />
          ))}
          {data.series.flatMap((series) =>
            series.thresholds.flatMap((threshold) =>
              [threshold.low, threshold.high]
                .filter((limit): limit is number => limit !== null)
                .map((limit) => (
                  <ReferenceLine
                    key={`limit${series.sensorId}-${threshold.ruleId}-${limit}`}
                    y={limit}
                    stroke={severityStroke[threshold.severity]}
                    strokeDasharray="6 4"
                    ifOverflow="extendDomain"
                  />
                )),
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
