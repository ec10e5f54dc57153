import { afterEach, describe, expect, it, vi } from 'vitest';
import { chartTurn } from './chart-turns';

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('chart turns', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets one chart draw at a time, in the order they asked, each in a later task', async () => {
    vi.useFakeTimers();
    const drawn: string[] = [];
    const turns = ['a', 'b', 'c'].map((name) => {
      const turn = chartTurn();
      void turn.turn.then(() => drawn.push(name));
      return turn;
    });
    await settle();
    expect(drawn).toEqual(['a']);
    turns[0]?.release();
    // Not in the task that drew the first chart: in a task of its own.
    await Promise.resolve();
    expect(drawn).toEqual(['a']);
    await settle();
    expect(drawn).toEqual(['a', 'b']);
    turns[1]?.release();
    turns[1]?.release();
    await settle();
    expect(drawn).toEqual(['a', 'b', 'c']);
    turns[2]?.release();
    await settle();
    // The queue is free again: the next chart draws at once.
    const next = chartTurn();
    let nextDrawn = false;
    void next.turn.then(() => (nextDrawn = true));
    await Promise.resolve();
    expect(nextDrawn).toBe(true);
    next.release();
    await settle();
  });

  it('passes over a chart that went before its turn came', async () => {
    vi.useFakeTimers();
    const first = chartTurn();
    const gone = chartTurn();
    const last = chartTurn();
    let goneDrawn = false;
    let lastDrawn = false;
    void gone.turn.then(() => (goneDrawn = true));
    void last.turn.then(() => (lastDrawn = true));
    gone.release();
    first.release();
    await settle();
    expect(goneDrawn).toBe(false);
    expect(lastDrawn).toBe(true);
    last.release();
    await settle();
  });
});
