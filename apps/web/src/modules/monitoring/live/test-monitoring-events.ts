import { act } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import type { MonitoringEvent } from './use-monitoring-events';

// The live channel as a test plays it: a test file swaps the hook for this one with
//   vi.mock('../live/use-monitoring-events', () => import('../live/test-monitoring-events'));
// and hands events to every mounted screen with `emitMonitoring`.

const handlers = new Set<(event: MonitoringEvent) => void>();

export function useMonitoringEvents(onEvent: (event: MonitoringEvent) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    const subscriber = (event: MonitoringEvent) => handler.current(event);
    handlers.add(subscriber);
    return () => void handlers.delete(subscriber);
  }, []);
}

export const emitMonitoring = (event: MonitoringEvent) =>
  act(() => handlers.forEach((handler) => handler(event)));
