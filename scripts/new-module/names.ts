/** The spellings of one module id, `stock-rooms`, that its files and code use. */
export interface Names {
  /** `stock-rooms`: folders, file names, URL segments, translation namespace. */
  id: string;
  /** `stockRooms`: variables. */
  camel: string;
  /** `StockRooms`: types and the access subject. */
  pascal: string;
  /** `stock_rooms`: SQL. */
  snake: string;
  /** `stock_rooms_items`: the module's table, also its audit resource and live topic. */
  table: string;
  /** `Stock rooms`: the title a user first sees, until someone translates it. */
  title: string;
}

/** Lower-case letters and digits, words joined by single hyphens, starting with a letter. */
export const idPattern = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export function namesOf(id: string): Names {
  const words = id.split('-');
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const camel = words.map((word, index) => (index === 0 ? word : capital(word))).join('');
  const snake = words.join('_');
  return {
    id,
    camel,
    pascal: capital(camel),
    snake,
    table: `${snake}_items`,
    title: capital(words.join(' ')),
  };
}
