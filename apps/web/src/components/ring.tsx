import { getThemeColor, type MantineColor, rem, useMantineTheme } from '@mantine/core';
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import classes from './ring.module.css';

interface RingProps extends Omit<ComponentPropsWithoutRef<'div'>, 'color'> {
  /** 0–100. */
  value: number;
  /** A theme colour, e.g. `teal.6`. */
  color: MantineColor;
  /** Outer size in px; the circle fills 90% of it, as Mantine's does. */
  size?: number;
  thickness?: number;
  roundCaps?: boolean;
  /** Drawn in the middle of the ring. */
  label?: ReactNode;
}

/**
 * One-section progress ring, drawn as Mantine's RingProgress draws it (same geometry, colours and
 * DOM roles: a plain box, ARIA props passed through). Mantine's brings Tooltip and floating-ui to
 * every page that shows a ring, the dashboard's first paint included; this has no tooltip.
 */
export function Ring({
  value,
  color,
  size = 120,
  thickness = 12,
  roundCaps = false,
  label,
  className,
  style,
  ...others
}: RingProps) {
  const theme = useMantineTheme();
  const stroke = Math.min(thickness, size / 4);
  const radius = (size * 0.9 - stroke * 2) / 2;
  const circumference = 2 * Math.PI * radius;
  // Mantine's arithmetic, step for step, so both rings draw the same dashes.
  const unit = circumference / 100;
  const percent = Math.max(0, value);
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: stroke };
  const vars = {
    '--ring-size': rem(size),
    '--ring-label-offset': rem(thickness * 2),
  } as CSSProperties;
  return (
    <div
      {...others}
      className={className ? `${classes.root} ${className}` : classes.root}
      style={{ ...vars, ...style }}
    >
      <svg className={classes.svg} viewBox={`0 0 ${size} ${size}`}>
        {/* The track: the part not filled, mirrored so it starts where the value ends. */}
        <circle
          {...circle}
          className={classes.track}
          strokeDasharray={`${(100 - percent) * unit}, ${percent * unit}`}
          transform={`scale(1, -1) translate(0, -${size})`}
        />
        <circle
          {...circle}
          stroke={getThemeColor(color, theme)}
          strokeLinecap={roundCaps ? 'round' : 'butt'}
          strokeDasharray={`${percent * unit}, ${(100 - percent) * unit}`}
          strokeDashoffset={circumference}
        />
      </svg>
      {label && <div className={classes.label}>{label}</div>}
    </div>
  );
}
