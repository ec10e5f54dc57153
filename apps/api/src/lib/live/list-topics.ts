import type { Principal } from '../context';
import type { ListRule } from '../module';

/**
 * Who may hear a list's changes (`list:<table>` or `list:<table>:<owner>`, see auditedWrites):
 * whoever may read the module, and for one account's rows only that account. The event names the
 * table and nothing of its rows, so the rule guards against noise more than against leaks. The
 * rules are the modules' (`audit` in each descriptor).
 */
export function mayHearList(rules: ReadonlyMap<string, ListRule>) {
  return (principal: Principal, topic: string): boolean => {
    const [, resource = '', owner, ...rest] = topic.split(':');
    const rule = rules.get(resource);
    if (!rule || rest.length > 0) return false;
    if (rule.owned !== (owner !== undefined)) return false;
    if (rule.owned && owner !== String(principal.id)) return false;
    return principal.ability.can('read', rule.subject);
  };
}
