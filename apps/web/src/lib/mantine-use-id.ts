import { useId as useReactId } from 'react';

/**
 * Mantine's `useId`, as the build gives it to Mantine (build/mantine-id-plugin.ts): the id the
 * component was given, else React's own id made safe for a selector. React's ids are unique
 * within a root and the same on every render; the app has one root at a time (the React sign-in
 * pages unmount theirs before the app's draws).
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
