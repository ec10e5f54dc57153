import type { Alarm } from '@beacon/contract/monitoring';
import type { Db } from '../../db/client';
import type { LiveHub } from '../../lib/live/hub';
import { escapeHtml } from '../../lib/mail/template';
import type { ModuleContext, ServiceLookup } from '../../lib/module';
import { type AccountNames, findAlarms } from './alarms.repo';
import type { AlarmNotice } from './evaluate';
import { publishAlarm } from './monitoring.live';
import { type RuleRow, findRule } from './rules.repo';

// Tells people about alarms once their write has committed: everyone on the live channel, and for
// a critical alarm that opened, the mailboxes of the roles its rule names.

export const accountNames =
  (service: ServiceLookup): AccountNames =>
  (db, ids) =>
    service('accounts').byIds(db, ids);

/** Each changed alarm on the live channel, loaded through `db`. */
export async function publishNotices(
  db: Db,
  live: LiveHub,
  names: AccountNames,
  notices: readonly AlarmNotice[],
): Promise<Alarm[]> {
  const loaded = await findAlarms(
    db,
    names,
    notices.map((notice) => notice.alarmId),
  );
  for (const notice of notices) {
    const alarm = loaded.find((one) => one.id === notice.alarmId);
    if (alarm) await publishAlarm(live, notice.change, alarm);
  }
  return loaded;
}

/** On the live channel; for a critical alarm that opened, a mail into the notified mailboxes. */
export async function announceAlarms(context: ModuleContext, notices: AlarmNotice[]) {
  if (notices.length === 0) return;
  const loaded = await publishNotices(
    context.db,
    context.live,
    accountNames(context.service),
    notices,
  );
  const opened = new Set(notices.filter((n) => n.change === 'opened').map((n) => n.alarmId));
  for (const alarm of loaded)
    if (opened.has(alarm.id) && alarm.severity === 'critical')
      await mailCritical(context, alarm).catch((error: unknown) =>
        context.config.logger?.({
          level: 'error',
          msg: 'monitoring alarm mail',
          alarmId: alarm.id,
          error: error instanceof Error ? error.message : String(error),
        }),
      );
}

async function mailCritical(context: ModuleContext, alarm: Alarm) {
  if (alarm.ruleId === null) return;
  const rule = await findRule(context.db, alarm.ruleId);
  if (!rule || rule.notifyRoles.length === 0) return;
  const roles = new Set(rule.notifyRoles);
  const readers = await context.service('accounts').able(context.db, 'read', 'Monitoring');
  const recipients = readers.filter((account) => roles.has(account.role));
  if (recipients.length === 0) return;
  await context.service('systemMail')(context.db, recipients, {
    subject: `Critical alarm: ${alarm.sensor} ${what(rule, alarm.unit)}`,
    message: body(alarm, rule, `${context.config.appUrl ?? ''}/alarms`),
  });
}

/** What tripped, in words: "above 8 °C". */
function what(rule: RuleRow, unit: string): string {
  switch (rule.condition) {
    case 'above':
      return `above ${rule.threshold} ${unit}`;
    case 'below':
      return `below ${rule.threshold} ${unit}`;
    case 'outside':
      return `outside ${rule.low}–${rule.high} ${unit}`;
    case 'rate':
      return `changing faster than ${rule.ratePerMinute} ${unit}/min`;
    default:
      return `silent for more than ${rule.noDataMinutes} min`;
  }
}

function body(alarm: Alarm, rule: RuleRow, link: string): string {
  const value = alarm.openValue === null ? 'no reading' : `${alarm.openValue} ${alarm.unit}`;
  const lines = [
    `${alarm.sensor} (${alarm.zone}) is ${what(rule, alarm.unit)}.`,
    `Value: ${value}`,
    `Since: ${alarm.openedAt}`,
    `Rule: ${alarm.ruleName}`,
  ];
  return [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    // The address as the link's text too: a relative one (no public origin configured) loses its
    // href to the mail's sanitizer, and the reader still sees where to go.
    `<p>Alarms: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  ].join('');
}
