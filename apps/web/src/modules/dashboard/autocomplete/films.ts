import type { AutocompleteReply } from '@beacon/contract/dashboard';

export type Film = AutocompleteReply['autoComplete'][number];

/** At most this many suggestions at once: a short list to scan, not all hundred films. */
export const SUGGESTION_LIMIT = 10;

/** The films whose title contains `query`, whatever the case, best ranked first. */
export function matchFilms(films: readonly Film[], query: string): Film[] {
  const needle = query.trim().toLocaleLowerCase();
  return films
    .filter((film) => film.title.toLocaleLowerCase().includes(needle))
    .sort(byRank)
    .slice(0, SUGGESTION_LIMIT);
}

/** The `count` best ranked films. */
export function topFilms(films: readonly Film[], count: number): Film[] {
  return [...films].sort(byRank).slice(0, count);
}

/** The rank is a string ('1'…'100'): compare it as a number, or '10' would come before '2'. */
export function byRank(a: Film, b: Film): number {
  return Number(a.rank) - Number(b.rank);
}

/** The rank bands of the "Section titles" variant, best first. */
export const rankBands = [
  { from: 1, to: 10 },
  { from: 11, to: 50 },
  { from: 51, to: 100 },
] as const;

export type RankBand = (typeof rankBands)[number];

/** The films of each band, in band order; a band without a film is left out. */
export function groupByBand(films: readonly Film[]): { band: RankBand; films: Film[] }[] {
  return rankBands
    .map((band) => ({
      band,
      films: films.filter((film) => {
        const rank = Number(film.rank);
        return rank >= band.from && rank <= band.to;
      }),
    }))
    .filter((group) => group.films.length > 0);
}
