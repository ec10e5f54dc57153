import type { LoginReply } from '@beacon/contract/auth';
import { Anchor, type AnchorProps } from '@mantine/core';
import { type MouseEvent, type ReactNode, createContext, useContext } from 'react';

/** `/two-step` is a page of the app (not of the light entry): going there loads the app. */
export type GuestPath = '/login' | '/register' | '/forgot-password' | '/two-step';

/**
 * How the sign-in pages move. Inside the app that is its router (router-guest-nav.tsx); on a page
 * load of a sign-in page it is the light entry's own history (src/entry/guest-app.tsx), so that
 * the first paint does not wait for the router, the query cache or the shell.
 */
export interface GuestNav {
  go: (to: GuestPath) => void;
  /** After a sign-in or sign-up: store the session, greet, go where the user was headed. */
  complete: (reply: LoginReply, redirect?: string) => Promise<void> | void;
  /** Starts loading what comes after sign-in, when the user shows they are about to. */
  prepare: () => void;
}

export const GuestNavContext = createContext<GuestNav | null>(null);

export function useGuestNav(): GuestNav {
  const nav = useContext(GuestNavContext);
  if (!nav) throw new Error('A sign-in page is rendered outside a GuestNavContext');
  return nav;
}

const modified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** A link between sign-in pages; a modified click (new tab) is left to the browser. */
export function GuestLink({
  to,
  children,
  ...props
}: AnchorProps & { to: GuestPath; children: ReactNode }) {
  const nav = useGuestNav();
  return (
    <Anchor
      {...props}
      href={to}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (modified(event)) return;
        event.preventDefault();
        nav.go(to);
      }}
    >
      {children}
    </Anchor>
  );
}
