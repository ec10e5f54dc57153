import { getThemeColor, useMantineTheme } from '@mantine/core';
import { curveMonotoneX, line } from 'd3-shape';
import type { CSSProperties } from 'react';
import type { MiniChartProps } from './mini-bar-chart';
import classes from './mini-line-chart.module.css';

/** Where each point sits, in percent of the plot: left to right, zero at the bottom. */
function positions(values: readonly number[]): [number, number][] {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  return values.map((value, i) => [
    values.length > 1 ? (i / (values.length - 1)) * 100 : 50,
    100 - ((value - min) / span) * 100,
  ]);
}

/**
 * A smooth line through the points with a dot on each, no axes, no grid: the small chart of a
 * statistics card, in plain SVG and elements. Drawn by recharts, such a chart took 80–200 ms of a
 * fast machine's main thread to mount, a long task four times over on a phone. The line is
 * stretched to the card's width (its stroke is not); the dots are elements placed in percent, so
 * they stay round. Hovering a dot names its point and value; the card's table gives the figures
 * to assistive technology.
 */
export function MiniLineChart({ data, h, color, label, format }: MiniChartProps) {
  const theme = useMantineTheme();
  const at = positions(data.map((point) => point.value));
  const path = line().curve(curveMonotoneX)(at) ?? '';
  // The stylesheet's 6 px margin around the plot (room for the edge dots) comes out of `h`.
  const style = { height: h - 12, '--line-color': getThemeColor(color, theme) } as CSSProperties;
  return (
    <div className={classes.chart} style={style}>
      <svg className={classes.line} viewBox="0 0 100 100" preserveAspectRatio="none">
        <path className={classes.path} d={path} />
      </svg>
      {data.map((point, index) => (
        <span
          // The points' names may repeat (two weeks of the same label); their order does not move.
          key={index}
          className={classes.dot}
          style={{ left: `${at[index]?.[0] ?? 0}%`, top: `${at[index]?.[1] ?? 0}%` }}
          title={`${point.point}: ${label} ${format(point.value)}`}
        />
      ))}
    </div>
  );
}
