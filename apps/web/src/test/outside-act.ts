import { onTestFinished } from 'vitest';

/**
 * For the rest of the test, React renders outside act(), as in a browser: it schedules its own
 * transitions and deferred renders, and the test sees each commit as it lands (then awaits the
 * next one with `waitFor`). Inside act() they would all be flushed together.
 */
export function renderOutsideAct() {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const was = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  onTestFinished(() => {
    environment.IS_REACT_ACT_ENVIRONMENT = was;
  });
}
