import { Code, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { shownValue } from './audit-values';

/**
 * One recorded value, readable: text as it is, "—" for none, a lock for a secret, and numbers,
 * booleans, objects and arrays as compact JSON.
 */
export function AuditValue({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const shown = shownValue(value);
  switch (shown.kind) {
    case 'none':
      return (
        <Text span size="sm" c="dimmed">
          <span aria-hidden>—</span>
          <VisuallyHidden>{t('auditLog.value.none')}</VisuallyHidden>
        </Text>
      );
    case 'hidden':
      return (
        <Group component="span" gap={4} wrap="nowrap" title={t('auditLog.value.hiddenHint')}>
          <IconLock size={14} aria-hidden />
          <Text span size="sm" fs="italic">
            {t('auditLog.value.hidden')}
          </Text>
        </Group>
      );
    case 'empty':
      return (
        <Text span size="sm" c="dimmed" fs="italic">
          {t('auditLog.value.empty')}
        </Text>
      );
    case 'text':
      return (
        <Text span size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {shown.text}
        </Text>
      );
    case 'code':
      // JSON reads left to right in every language.
      return (
        <Code dir="ltr" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {shown.text}
        </Code>
      );
  }
}
