import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { AbilityRule } from '@beacon/contract/auth';
import { useSession } from './session';

/** What a visitor may do before signing in. */
export const guestRules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

const rulesOf = (rules: AbilityRule[] | undefined) =>
  (rules ?? guestRules) as RawRuleOf<MongoAbility>[];

/**
 * One ability for the whole UI, always the signed-in user's: hides menu items and guards routes.
 * The server checks the same rules on every request; hiding is never the only guard.
 */
export const ability = createMongoAbility(rulesOf(useSession.getState().userData?.ability));

useSession.subscribe((state) => ability.update(rulesOf(state.userData?.ability)));
