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
import {
  type ComponentType,
  type ReactNode,
  type Ref,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
import { ChartPlaceholder, RoundChartPlaceholder } from './chart-placeholder';
import { chartTurn } from './chart-turns';

// The gauge is plain SVG, no recharts: it stays in the page, a meter from the first paint.
export { GaugeChart } from '@mantine/charts';

// Asked for by the first chart near the window, once the page has drawn: not with the route's
// chunk, where it would compete with what the page's first paint needs on a mobile connection
// (decision 0028).
const loadKit = () => import('./chart-kit');

/** How far outside the window a chart's place may be and still be drawn: it is ready when seen. */
const nearMargin = '200px 0px';

/**
 * A chart drawn from the lazy chunk once that is in, its place is near the window, and its turn
 * has come (chart-turns.ts), with a placeholder of its size until then. A chart further down the
 * page waits until it is scrolled near: each one mounted holds the main thread a long while,
 * which the page's first seconds need for what is in view. Nearness is read when the chunk is in,
 * as the cards' figures have arrived by then and pushed the lower charts down.
 */
function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: (props: P, ref: Ref<HTMLDivElement>) => ReactNode,
  drawn: (props: P) => P = (props) => props,
): ComponentType<P> {
  return function DeferredChart(props: P) {
    const [Chart, setChart] = useState<ComponentType<P>>();
    const [failure, setFailure] = useState<{ error: unknown }>();
    const [near, setNear] = useState(false);
    const place = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = place.current;
      if (Chart || !element) return;
      const observer = new IntersectionObserver(
        (entries) => setNear(entries.at(-1)?.isIntersecting ?? false),
        { rootMargin: nearMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [Chart]);
    useEffect(() => {
      if (!near || Chart) return;
      let active = true;
      let release = () => {};
      load()
        .then((component) => {
          if (!active) return;
          const queued = chartTurn();
          release = queued.release;
          return queued.turn.then(() => {
            // Rendered in slices; recharts' layout effects are still one task.
            if (active) startTransition(() => setChart(() => component));
            else release();
          });
        })
        .catch((error: unknown) => {
          release();
          if (active) setFailure({ error });
        });
      // Scrolled away before its turn: the turn passes on. Drawn: the next chart's turn comes.
      return () => {
        active = false;
        release();
      };
    }, [near, Chart]);
    // The page's error boundary reports a chunk that would not load, as it does for a route's.
    if (failure) throw failure.error;
    return Chart ? <Chart {...drawn(props)} /> : placeholder(props, place);
  };
}

/**
 * No pointer reaches an inert chart: its tooltip could never show, and recharts' tooltip machinery
 * is most of a chart's mount.
 */
const noTooltipIfInert = <P extends { inert?: boolean; withTooltip?: boolean }>(props: P): P =>
  props.inert ? { ...props, withTooltip: false } : props;

const defaultRoundSize = 160; // Mantine's default `size` of DonutChart and PieChart
const labelsSpace = 80; // what Mantine adds to a round chart's side for outside labels, and legend

export const BarChart = deferred<BarChartProps>(
  () => loadKit().then((kit) => kit.BarChart),
  ({ h }, ref) => <ChartPlaceholder h={h} ref={ref} />,
  noTooltipIfInert,
);

export const LineChart = deferred<LineChartProps>(
  () => loadKit().then((kit) => kit.LineChart),
  ({ h }, ref) => <ChartPlaceholder h={h} ref={ref} />,
  noTooltipIfInert,
);

export const RadarChart = deferred<RadarChartProps>(
  () => loadKit().then((kit) => kit.RadarChart),
  ({ h }, ref) => <ChartPlaceholder h={h} ref={ref} />,
  noTooltipIfInert,
);

export const Sparkline = deferred<SparklineProps>(
  () => loadKit().then((kit) => kit.Sparkline),
  ({ h }, ref) => <ChartPlaceholder h={h} ref={ref} />,
);

export const DonutChart = deferred<DonutChartProps>(
  () => loadKit().then((kit) => kit.DonutChart),
  ({ size = defaultRoundSize, withLabels, withLegend }, ref) => (
    <RoundChartPlaceholder
      side={size + (withLabels ? labelsSpace : 0) + (withLegend ? labelsSpace : 0)}
      ref={ref}
    />
  ),
  noTooltipIfInert,
);

export const PieChart = deferred<PieChartProps>(
  () => loadKit().then((kit) => kit.PieChart),
  ({ size = defaultRoundSize, withLabels, labelsPosition = 'outside', withLegend }, ref) => (
    <RoundChartPlaceholder
      ref={ref}
      side={
        size +
        (withLabels && labelsPosition === 'outside' ? labelsSpace : 0) +
        (withLegend ? labelsSpace : 0)
      }
    />
  ),
  noTooltipIfInert,
);
