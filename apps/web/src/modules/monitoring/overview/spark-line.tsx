import { sparkPath } from './spark-path';

const width = 100;
const height = 32;

/**
 * A tile's last 24 hours as a line of hourly averages: plain SVG, so a page of tiles paints at once
 * with no chart library. Decorative: the tile's text says the figures.
 */
export function SparkLine({ values, color }: { values: (number | null)[]; color: string }) {
  return (
    <svg
      viewBox={`-2 -2 ${width + 4} ${height + 4}`}
      preserveAspectRatio="none"
      width="100%"
      height={height}
      aria-hidden
      focusable="false"
      style={{ display: 'block', color }}
    >
      <path
        d={sparkPath(values, width, height)}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
