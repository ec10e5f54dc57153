import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { authMessages, type AbilityRule } from '@beacon/contract/auth';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { HttpError } from './errors';
import { verifyAccessToken } from './tokens';

export type Action = 'manage' | 'create' | 'read' | 'update' | 'delete';

export const abilityFrom = (rules: AbilityRule[]): MongoAbility =>
  createMongoAbility(rules as RawRuleOf<MongoAbility>[]);

/** Clients of the kept API may store tokens JSON-quoted and send `Bearer "eyJ…"`; accept both. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+"?([^"\s]+)"?\s*$/i);
  return match?.[1] ?? null;
}

/**
 * Every protected route names the (action, subject) it needs. The caller's abilities are read from
 * the database on each request, so a changed role takes effect at once and editing the client's
 * stored `userData` grants nothing.
 */
export const requires = (action: Action, subject: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const claims = token ? await verifyAccessToken(c.var.config, token) : null;
    const principal = claims ? await c.var.loadPrincipal(claims.id) : null;
    if (!principal) {
      c.header('WWW-Authenticate', 'Bearer');
      throw new HttpError(401, authMessages.unauthenticated);
    }
    if (!principal.ability.can(action, subject)) throw new HttpError(403, authMessages.forbidden);
    c.set('principal', principal);
    await next();
  });
