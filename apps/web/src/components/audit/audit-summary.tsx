import { Text } from '@mantine/core';
import type { AuditEntry } from '@beacon/contract/audit';
import { useTranslation } from 'react-i18next';
import { summarize } from './audit-values';

/** What an entry changed, in one line: "role: admin → client", or "title, tags +2 more". */
export function AuditSummary({ entry }: { entry: Pick<AuditEntry, 'action' | 'changes'> }) {
  const { t } = useTranslation();
  const summary = summarize(entry);
  if (summary.kind === 'none')
    return (
      <Text size="sm" c="dimmed">
        {t('auditLog.summary.none')}
      </Text>
    );
  const text =
    summary.kind === 'fromTo'
      ? t('auditLog.summary.fromTo', summary)
      : [
          summary.fields.join(', '),
          summary.more > 0 ? t('auditLog.summary.more', { count: summary.more }) : '',
        ]
          .filter(Boolean)
          .join(' ');
  return (
    <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}
