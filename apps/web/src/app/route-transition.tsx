import { useReducedMotion } from '@mantine/hooks';
import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import type { Direction, RouterTransition } from './layout/layout-options';
import { useLayout } from './layout/layout-store';

function keyframesOf(transition: RouterTransition, direction: Direction): Keyframe[] | null {
  const side = direction === 'rtl' ? 1 : -1;
  switch (transition) {
    case 'fadeIn':
      return [{ opacity: 0 }, { opacity: 1 }];
    case 'fadeInLeft':
      return [
        { opacity: 0, transform: `translateX(${side * 24}px)` },
        { opacity: 1, transform: 'none' },
      ];
    case 'zoomIn':
      return [
        { opacity: 0, transform: 'scale(0.96)' },
        { opacity: 1, transform: 'none' },
      ];
    case 'none':
      return null;
  }
}

/**
 * Animates the page on every route change with the chosen transition (and when the transition or
 * the direction changes, so that the customizer previews it), not when the shell first shows. The
 * Web Animations API leaves no transform behind (a lasting one would trap position: fixed children)
 * and, unlike a `key`, does not remount the page.
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const transition = useLayout((state) => state.routerTransition);
  const direction = useLayout((state) => state.direction);
  const reduceMotion = useReducedMotion();
  const ref = useRef<HTMLDivElement>(null);
  // What was last shown: the page, with which transition and direction.
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const key = `${pathname} ${transition} ${direction}`;
    const previous = shown.current;
    shown.current = key;
    // Not on the first page the shell opens with: it is no route change, and a page that fades in
    // from opacity 0 is not painted for Largest Contentful Paint until the fade has run, which
    // would put the load's LCP well after the first paint (decision 0028).
    // (A re-run with nothing changed, React's StrictMode check, does not animate either.)
    if (previous === null || previous === key) return;
    const element = ref.current;
    const frames = keyframesOf(transition, direction);
    if (!element || !frames || reduceMotion || typeof element.animate !== 'function') return;
    const animation = element.animate(frames, { duration: 350, easing: 'ease-out' });
    return () => animation.cancel();
  }, [pathname, transition, direction, reduceMotion]);

  return (
    <div ref={ref} data-transition={transition}>
      {children}
    </div>
  );
}
