import type { LoginReply } from '@beacon/contract/auth';
import { keepPendingSignIn } from '../../modules/auth/two-factor/pending-challenge';

/** The session as lib/session.ts keeps it (same keys; tokens raw, the user as JSON). */
export function keepSession(reply: LoginReply): void {
  localStorage.setItem('userData', JSON.stringify(reply.userData));
  localStorage.setItem('accessToken', reply.accessToken);
  localStorage.setItem('refreshToken', reply.refreshToken);
}

/**
 * Into the app in the same root, without a page load: signed in (with the reply), or at the page
 * the address bar now shows. The app's session store reads the keys kept above as it loads.
 */
export async function enterApp(root: HTMLElement, reply?: LoginReply, redirect?: string) {
  if (reply) keepSession(reply);
  const app = await import('../app');
  await app.enterApp(root, reply, redirect);
}

/** A sign-in waiting for its second step: as the React form, the app's `/two-step` page. */
export async function enterTwoStep(
  root: HTMLElement,
  challenge: { challenge: string; twoFactor: 'code' | 'setup' },
  redirect?: string,
) {
  keepPendingSignIn({ ...challenge, ...(redirect ? { redirect } : {}) });
  window.history.pushState(null, '', '/two-step');
  await enterApp(root);
}
