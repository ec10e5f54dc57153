import { Skeleton, type SkeletonProps } from '@mantine/core';
import type { Ref } from 'react';

/**
 * Stands where a chart will be while its code loads, at the size the chart's own root takes
 * (Mantine's chart roots: full width and `h` high), so nothing moves when the chart arrives.
 * Decorative: the card's table already gives the figures to assistive technology.
 */
export function ChartPlaceholder({ h, ref }: { h: SkeletonProps['h']; ref?: Ref<HTMLDivElement> }) {
  return <Skeleton ref={ref} h={h} radius="md" aria-hidden data-chart-placeholder />;
}

/** The same for a donut or a pie, whose root is a square of `side` (the circle and its labels). */
export function RoundChartPlaceholder({ side, ref }: { side: number; ref?: Ref<HTMLDivElement> }) {
  return <Skeleton ref={ref} circle height={side} aria-hidden data-chart-placeholder />;
}
