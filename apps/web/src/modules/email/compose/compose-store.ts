import type { Email } from '@beacon/contract/email';
import { create } from 'zustand';

/**
 * How the composer opens: blank, as a reply / reply-all / forward of a mail (prefilled from it),
 * or on a saved draft (its fields, saved again or sent under its id).
 */
export type ComposeRequest =
  | { mode: 'new' }
  | { mode: 'reply' | 'replyAll' | 'forward'; source: Email }
  | { mode: 'draft'; draft: Email };

interface ComposeStore {
  /** What the open composer was opened with; null when it is closed. */
  request: ComposeRequest | null;
  /** Bumped on every open, so opening again (even with the same request) starts a fresh form. */
  openCount: number;
  minimised: boolean;
  open: (request: ComposeRequest) => void;
  close: () => void;
  setMinimised: (minimised: boolean) => void;
}

/** The one composer window of the e-mail screen, opened from the sidebar, the list or the reader. */
export const useComposeStore = create<ComposeStore>((set) => ({
  request: null,
  openCount: 0,
  minimised: false,
  open: (request) => set((s) => ({ request, openCount: s.openCount + 1, minimised: false })),
  close: () => set({ request: null, minimised: false }),
  setMinimised: (minimised) => set({ minimised }),
}));
