import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** When an entry was written, in the reader's language and time zone; the exact UTC time on hover. */
export function AuditTime({ at }: { at: string }) {
  const { i18n } = useTranslation();
  const date = new Date(at);
  const shown = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(date);
  return (
    <Text
      component="time"
      size="sm"
      dateTime={at}
      title={date.toISOString()}
      style={{ whiteSpace: 'nowrap' }}
    >
      {shown}
    </Text>
  );
}
