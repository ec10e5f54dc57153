import { Tooltip, type TooltipProps } from '@mantine/core';
import {
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  cloneElement,
  useEffect,
  useState,
} from 'react';

interface TargetProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

type HoverTooltipProps = Omit<TooltipProps, 'children' | 'opened' | 'target' | 'events'> & {
  children: ReactElement<TargetProps>;
  /** Shown while the target has the keyboard's focus too (Mantine's default is hover only). */
  withFocus?: boolean;
};

/**
 * Mantine's Tooltip, mounted at the first hover (or focus) of its target. A mounted Tooltip
 * renders a portal and takes its target's element through state, so each one renders twice as
 * the page commits: on a list, two per row, in the first screen's longest task. This one adds
 * only event handlers until then, and attaches the Tooltip to the same element, which stays.
 */
export function HoverTooltip({
  children,
  openDelay = 0,
  closeDelay = 0,
  withFocus = false,
  ...props
}: HoverTooltipProps) {
  // The element hovered (or focused), and the one the Tooltip is attached to once it has shown.
  const [hovered, setHovered] = useState<HTMLElement | null>(null);
  const [shownOn, setShownOn] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!hovered && !opened) return;
    const timer = window.setTimeout(
      () => {
        if (hovered) setShownOn(hovered);
        setOpened(hovered !== null);
      },
      hovered ? openDelay : closeDelay,
    );
    return () => window.clearTimeout(timer);
  }, [hovered, opened, openDelay, closeDelay]);

  const own = children.props;
  const handlers: TargetProps = {
    onMouseEnter: (event) => {
      own.onMouseEnter?.(event);
      setHovered(event.currentTarget);
    },
    onMouseLeave: (event) => {
      own.onMouseLeave?.(event);
      setHovered(null);
    },
  };
  if (withFocus) {
    handlers.onFocus = (event) => {
      own.onFocus?.(event);
      setHovered(event.currentTarget);
    };
    handlers.onBlur = (event) => {
      own.onBlur?.(event);
      setHovered(null);
    };
  }
  return (
    <>
      {cloneElement(children, handlers)}
      {shownOn && <Tooltip {...props} target={shownOn} opened={opened} />}
    </>
  );
}
