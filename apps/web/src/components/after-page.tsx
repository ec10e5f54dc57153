import {
  type ReactNode,
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';

/** Whether the first page has been drawn. Outside a layout that waits for it (a test), it has. */
const Drawn = createContext(true);
const MarkDrawn = createContext<(drawn: true) => void>(() => undefined);

/**
 * Around the shell: what it or a page holds in `AfterPage` waits until the first page has been
 * drawn. The shell's extras (the navbar's module controls, the live access changes) and the live
 * lists' socket are a lot of code; loaded at once, they would share a phone's connection with the
 * page's own and hold up its first paint (Lighthouse's largest paint on mobile, decision 0028).
 * Later navigations wait for nothing.
 */
export function PageGate({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  return (
    <MarkDrawn value={setDrawn}>
      <Drawn value={drawn}>{children}</Drawn>
    </MarkDrawn>
  );
}

/** Put after the page: once it has committed, and the browser has painted it, the gate opens. */
export function PageDrawn() {
  const markDrawn = useContext(MarkDrawn);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => startTransition(() => markDrawn(true));
    const frame = requestAnimationFrame(() => (timer = setTimeout(open)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [markDrawn]);
  return null;
}

/**
 * Renders `children` once the first page has been drawn (at once outside a `PageGate`), and
 * `fallback` until then (e.g. a box of their size, so that nothing moves when they come).
 */
export function AfterPage({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useContext(Drawn) ? children : fallback;
}
