import { getThemeColor, useMantineTheme } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './mini-bar-chart.module.css';

/** A statistics card's small chart: its points and how to draw and name them. */
export interface MiniChartProps {
  /** The points, left to right: each one's name and value. */
  data: readonly { point: string; value: number }[];
  /** Height in pixels; the width is the container's. */
  h: number;
  /** A Mantine colour, e.g. `orange.6`. */
  color: string;
  /** The series' name, in each point's hover title. */
  label: string;
  format: (value: number) => string;
}

/**
 * A bar a point, no axes, no grid: the small chart of a statistics card, in plain elements. The
 * same chart drawn by recharts took 80–200 ms of a fast machine's main thread to mount (its store
 * updates render it twice), a long task four times over on a phone, for four bars. Hovering a bar
 * names its point and value; the card's table gives the figures to assistive technology.
 */
export function MiniBarChart({ data, h, color, label, format }: MiniChartProps) {
  const theme = useMantineTheme();
  const max = Math.max(0, ...data.map((point) => point.value));
  const style = { height: h, '--bar-color': getThemeColor(color, theme) } as CSSProperties;
  return (
    <div className={classes.chart} style={style}>
      {data.map((point, index) => (
        <div
          // The points' names may repeat (two weeks of the same label); their order does not move.
          key={index}
          className={classes.slot}
          title={`${point.point}: ${label} ${format(point.value)}`}
        >
          <div
            className={classes.bar}
            style={{ height: max > 0 ? `${(point.value / max) * 100}%` : 0 }}
          />
        </div>
      ))}
    </div>
  );
}
