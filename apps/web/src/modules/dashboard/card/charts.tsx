// Every card takes its charts from here. The styles come with the dashboard routes (never at
// sign-in); the recharts-based charts come later, from one lazy chunk (chart-kit.ts).
import '@mantine/charts/styles.css';
import type {
  BarChartProps,
  DonutChartProps,
  LineChartProps,
  PieChartProps,
  RadarChartProps,
  SparklineProps,
} from '@mantine/charts';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { ChartPlaceholder, RoundChartPlaceholder } from './chart-placeholder';
import { chartTurn } from './chart-turns';

// The gauge is plain SVG, no recharts: it stays in the page, a meter from the first paint.
export { GaugeChart } from '@mantine/charts';

const loadKit = () => import('./chart-kit');
// Asked for as this module runs, with the route's chunk, rather than when the first card has its
// figures. A failure here is left to the chart, which asks again and reports it.
loadKit().catch(() => undefined);

/**
 * A chart drawn from the lazy chunk once that is in and its turn has come (chart-turns.ts), with a
 * placeholder of its size until then.
 */
function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: (props: P) => ReactNode,
): ComponentType<P> {
  return function DeferredChart(props: P) {
    const [Chart, setChart] = useState<ComponentType<P>>();
    const [failure, setFailure] = useState<{ error: unknown }>();
    const release = useRef<() => void>(undefined);
    useEffect(() => {
      const { turn, release: done } = chartTurn();
      release.current = done;
      let mounted = true;
      Promise.all([load(), turn]).then(
        ([component]) => mounted && setChart(() => component),
        (error: unknown) => {
          done();
          if (mounted) setFailure({ error });
        },
      );
      return () => {
        mounted = false;
        done();
      };
    }, []);
    useEffect(() => {
      if (Chart) release.current?.();
    }, [Chart]);
    // The page's error boundary reports a chunk that would not load, as it does for a route's.
    if (failure) throw failure.error;
    return Chart ? <Chart {...props} /> : placeholder(props);
  };
}

const defaultRoundSize = 160; // Mantine's default `size` of DonutChart and PieChart
const labelsSpace = 80; // what Mantine adds to a round chart's side for outside labels, and legend

export const BarChart = deferred<BarChartProps>(
  () => loadKit().then((kit) => kit.BarChart),
  ({ h }) => <ChartPlaceholder h={h} />,
);

export const LineChart = deferred<LineChartProps>(
  () => loadKit().then((kit) => kit.LineChart),
  ({ h }) => <ChartPlaceholder h={h} />,
);

export const RadarChart = deferred<RadarChartProps>(
  () => loadKit().then((kit) => kit.RadarChart),
  ({ h }) => <ChartPlaceholder h={h} />,
);

export const Sparkline = deferred<SparklineProps>(
  () => loadKit().then((kit) => kit.Sparkline),
  ({ h }) => <ChartPlaceholder h={h} />,
);

export const DonutChart = deferred<DonutChartProps>(
  () => loadKit().then((kit) => kit.DonutChart),
  ({ size = defaultRoundSize, withLabels, withLegend }) => (
    <RoundChartPlaceholder
      side={size + (withLabels ? labelsSpace : 0) + (withLegend ? labelsSpace : 0)}
    />
  ),
);

export const PieChart = deferred<PieChartProps>(
  () => loadKit().then((kit) => kit.PieChart),
  ({ size = defaultRoundSize, withLabels, labelsPosition = 'outside', withLegend }) => (
    <RoundChartPlaceholder
      side={
        size +
        (withLabels && labelsPosition === 'outside' ? labelsSpace : 0) +
        (withLegend ? labelsSpace : 0)
      }
    />
  ),
);
