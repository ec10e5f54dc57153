import { CloseButton, Input, Paper, Progress, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/files/format-bytes';
import { knownMessages } from '../../../lib/form-errors';
import { attachMessages } from './compose-values';
import type { AttachmentItem } from './use-attachments';
import classes from './compose.module.css';

interface AttachmentChipsProps {
  items: readonly AttachmentItem[];
  onRemove: (key: string) => void;
}

/** Each file as a chip: its name and size, the upload's progress, and cancel or remove. */
export function AttachmentChips({ items, onRemove }: AttachmentChipsProps) {
  const { t, i18n } = useTranslation();
  const known = knownMessages(t, attachMessages);
  if (items.length === 0) return null;
  return (
    <ul className={classes.chips} aria-label={t('email.compose.attach.list')}>
      {items.map((item) => (
        <li key={item.key} className={classes.chip}>
          <Paper
            withBorder
            radius="md"
            px="xs"
            py={4}
            className={item.state === 'failed' ? classes.failedChip : undefined}
          >
            <div className={classes.chipLine}>
              <IconPaperclip size={14} aria-hidden />
              <Text span size="sm" dir="auto" className={classes.chipName}>
                {item.name}
              </Text>
              <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                <bdi>{formatBytes(item.bytes, i18n.language)}</bdi>
              </Text>
              <CloseButton
                size="sm"
                aria-label={t(
                  item.state === 'uploading'
                    ? 'email.compose.attach.cancel'
                    : 'email.compose.attach.remove',
                  { name: item.name },
                )}
                onClick={() => onRemove(item.key)}
              />
            </div>
            {item.state === 'uploading' && (
              <Progress
                value={Math.round(item.share * 100)}
                size="xs"
                mt={4}
                animated
                aria-label={t('email.compose.attach.uploading', { name: item.name })}
              />
            )}
            {item.state === 'failed' && (
              <Input.Error role="alert" mt={2}>
                {item.error ? known(item.error) : t('email.compose.attach.errors.failed')}
              </Input.Error>
            )}
          </Paper>
        </li>
      ))}
    </ul>
  );
}
