import { useEffect, useState } from 'react';
import type { startMockBackend, useMockStatus } from '../../lib/mock/start';
import { queryClient } from '../../lib/query';
import { MockFailedScreen } from './mock-failed-screen';
import { MockStartingNotice } from './mock-starting-notice';

type Status = ReturnType<(typeof useMockStatus)['getState']>;

interface Mock {
  status: Status;
  start: typeof startMockBackend;
}

/**
 * Mock mode only: shows the in-browser database's state. The mock entry is loaded by a dynamic
 * import (the same chunk main.tsx already asked for), so the server bundle never contains it.
 */
export function MockStatus() {
  const [mock, setMock] = useState<Mock | null>(null);

  useEffect(() => {
    if (!__BEACON_MOCK__) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void import('../../lib/mock/start').then(({ useMockStatus: store, startMockBackend }) => {
      if (cancelled) return;
      const show = (status: Status) => setMock({ status, start: startMockBackend });
      show(store.getState());
      unsubscribe = store.subscribe(show);
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);

  if (!mock) return null;
  if (mock.status.state === 'starting') return <MockStartingNotice />;
  if (mock.status.state === 'failed') {
    const retry = () =>
      void mock
        .start()
        // Whatever failed while the database was down asks again.
        .then(() => queryClient.invalidateQueries())
        .catch(() => undefined); // a second failure shows this screen again
    return <MockFailedScreen message={mock.status.message} onRetry={retry} />;
  }
  return null;
}
