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
  /** The open composer holds something not sent nor saved as a draft. */
  dirty: boolean;
  /** An open asked for while the composer was dirty: it waits for the user to discard or keep. */
  pending: ComposeRequest | null;
  /** Opens the composer; over unsaved work it asks first (see `pending`) instead of replacing it. */
  open: (request: ComposeRequest) => void;
  close: () => void;
  setMinimised: (minimised: boolean) => void;
  setDirty: (dirty: boolean) => void;
  /** The pending open replaces the unsaved work. */
  openPending: () => void;
  /** The pending open is dropped; the unsaved work stays. */
  keepCurrent: () => void;
}

/** The one composer window of the e-mail screen, opened from the sidebar, the list or the reader. */
export const useComposeStore = create<ComposeStore>((set) => {
  const fresh = (request: ComposeRequest, openCount: number) => ({
    request,
    openCount: openCount + 1,
    minimised: false,
    dirty: false,
    pending: null,
  });
  return {
    request: null,
    openCount: 0,
    minimised: false,
    dirty: false,
    pending: null,
    open: (request) =>
      set((s) =>
        s.request && s.dirty ? { pending: request, minimised: false } : fresh(request, s.openCount),
      ),
    close: () => set({ request: null, minimised: false, dirty: false, pending: null }),
    setMinimised: (minimised) => set({ minimised }),
    setDirty: (dirty) => set({ dirty }),
    openPending: () => set((s) => (s.pending ? fresh(s.pending, s.openCount) : {})),
    keepCurrent: () => set({ pending: null }),
  };
});
