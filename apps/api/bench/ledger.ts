/**
 * The mixed load test's record of every write the server acknowledged (a 2xx), and the state
 * those writes must have left each row in. Afterwards every acknowledged write is counted as found
 * or missing against what the API then answers: counted, not assumed (decision 0027).
 */
export type Collection = 'task' | 'event' | 'user' | 'invoice' | 'cart' | 'wishlist';
export const collections: readonly Collection[] = [
  'task',
  'event',
  'user',
  'invoice',
  'cart',
  'wishlist',
];

export type Fields = Readonly<Record<string, string | number | boolean>>;
/** The fields the row must show, or null: the row must be gone. */
export type State = Fields | null;

export interface Tracked {
  collection: Collection;
  /** The row's id; for cart and wishlist lines, the product's. */
  id: number;
  /**
   * Fields that tell this row from a later one given the same id: a new user takes max id + 1,
   * so a deleted user's id comes back, and "gone" must mean "no row with this e-mail there".
   */
  identity: Fields;
  /** 2xx replies to writes on this row, its create included. */
  acks: number;
  expected: State;
  /**
   * States of writes sent after the last acknowledged one and never acknowledged (a timeout, an
   * error, or still in flight when the run stopped): each may or may not have landed.
   */
  unsettled: State[];
}

export class Ledger {
  readonly rows: Tracked[] = [];

  /** A 2xx to a create: from now on the row must be there. */
  created(collection: Collection, id: number, identity: Fields, state: Fields): Tracked {
    const row: Tracked = { collection, id, identity, acks: 1, expected: state, unsettled: [] };
    this.rows.push(row);
    return row;
  }

  /** A write to the row is about to be sent. */
  sent(row: Tracked, state: State) {
    row.unsettled.push(state);
  }

  /** Its 2xx: the state is now certain, and any earlier unacknowledged write is overwritten. */
  acked(row: Tracked, state: State) {
    row.expected = state;
    row.unsettled = [];
    row.acks++;
  }
}

/** What the API answered after the run, per collection: id → the fields the checks compare. */
export type Snapshot = Record<Collection, ReadonlyMap<number, Fields>>;

function shows(actual: Fields | undefined, identity: Fields, state: State): boolean {
  const has = (want: Fields) =>
    actual !== undefined && Object.entries(want).every(([key, value]) => actual[key] === value);
  return state === null ? !has(identity) : has({ ...identity, ...state });
}

export interface Tally {
  acknowledged: number;
  found: number;
  missing: number;
}

export interface Verdict {
  total: Tally;
  byCollection: Record<Collection, Tally>;
  /** A few rows whose acknowledged state is not what the API shows, to start looking from. */
  examples: string[];
}

export function verify(ledger: Ledger, snapshot: Snapshot): Verdict {
  const tally = (): Tally => ({ acknowledged: 0, found: 0, missing: 0 });
  const total = tally();
  const byCollection = Object.fromEntries(collections.map((c) => [c, tally()])) as Record<
    Collection,
    Tally
  >;
  const examples: string[] = [];
  for (const row of ledger.rows) {
    const actual = snapshot[row.collection].get(row.id);
    const ok =
      shows(actual, row.identity, row.expected) ||
      row.unsettled.some((state) => shows(actual, row.identity, state));
    for (const t of [total, byCollection[row.collection]]) {
      t.acknowledged += row.acks;
      if (ok) t.found += row.acks;
      else t.missing += row.acks;
    }
    if (!ok && examples.length < 5)
      examples.push(
        `${row.collection} ${row.id}: expected ${JSON.stringify(row.expected)}, API shows ${JSON.stringify(actual ?? null)}`,
      );
  }
  return { total, byCollection, examples };
}
