// recharts draws a chart through synchronous store updates in its layout effects, so React cannot
// split that work. A dashboard's charts drawn at once would be one long task (decision 0028): the
// page could take no input meanwhile. So they take turns, each drawn in a task of its own.
const queue: (() => void)[] = [];
let held = false;

function handOn() {
  const next = queue.shift();
  if (next) next();
  else held = false;
}

export interface ChartTurn {
  /** Resolves when every chart that asked before has been drawn or has gone. */
  turn: Promise<void>;
  /** Drawn, or gone: the next chart draws in a later task. Once is enough; more do nothing. */
  release: () => void;
}

/** A place in the queue of charts waiting to be drawn. */
export function chartTurn(): ChartTurn {
  let granted = false;
  let released = false;
  let resolve = () => {};
  const turn = new Promise<void>((r) => (resolve = r));
  const grant = () => {
    // Gone before its turn came: the turn passes straight on.
    if (released) return handOn();
    granted = true;
    resolve();
  };
  if (held) queue.push(grant);
  else {
    held = true;
    grant();
  }
  return {
    turn,
    release: () => {
      if (released) return;
      released = true;
      if (granted) setTimeout(handOn);
    },
  };
}
