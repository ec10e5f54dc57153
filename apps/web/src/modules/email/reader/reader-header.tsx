import { ActionIcon, Badge, Group, Title, Tooltip, useDirection } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowLeft,
  IconArrowRight,
  IconChevronLeft,
  IconChevronRight,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { EmailDetail } from '@beacon/contract/email';
import type { EmailPaginateDirection } from '@beacon/contract/email-values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelDotStyle } from '../email-colors';
import { emailKeys, paginateEmail } from '../email.queries';
import classes from '../email.module.css';

interface ReaderHeaderProps {
  email: EmailDetail;
  onBack: () => void;
  onNavigate: (emailId: number) => void;
}

/** Back to the list, the subject and labels, and the previous (newer) / next (older) chevrons. */
export function ReaderHeader({ email, onBack, onNavigate }: ReaderHeaderProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState<EmailPaginateDirection | null>(null);
  const rtl = dir === 'rtl';
  const Back = rtl ? IconArrowRight : IconArrowLeft;
  // Previous points to where the list's earlier rows are: the start side.
  const Previous = rtl ? IconChevronRight : IconChevronLeft;
  const Next = rtl ? IconChevronLeft : IconChevronRight;

  const go = async (to: EmailPaginateDirection) => {
    setMoving(to);
    try {
      const neighbour = await paginateEmail(email.id, to);
      queryClient.setQueryData(emailKeys.detail(neighbour.id), neighbour);
      onNavigate(neighbour.id);
    } catch {
      notifications.show({ color: 'red', message: t('email.reader.toast.noNeighbour') });
    } finally {
      setMoving(null);
    }
  };
  const chevron = (to: EmailPaginateDirection, enabled: boolean) => {
    const label = t(to === 'previous' ? 'email.reader.previous' : 'email.reader.next');
    const Icon = to === 'previous' ? Previous : Next;
    return (
      <Tooltip label={label} openDelay={300} events={{ hover: true, focus: true, touch: false }}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
          disabled={!enabled}
          loading={moving === to}
          onClick={() => void go(to)}
        >
          <Icon size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  };

  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('email.reader.back')}
          onClick={onBack}
        >
          <Back size={20} aria-hidden />
        </ActionIcon>
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h4" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {email.subject || t('email.reader.noSubject')}
          </Title>
          {email.labels.length > 0 && (
            <Group gap={6} mt={6}>
              {email.labels.map((label) => (
                <Badge
                  key={label}
                  variant="outline"
                  color="gray"
                  radius="sm"
                  size="sm"
                  leftSection={<span className={classes.dot} style={labelDotStyle(label)} />}
                >
                  {t(`email.reader.labelNames.${label}`)}
                </Badge>
              ))}
            </Group>
          )}
        </div>
      </Group>
      <Group gap={4} wrap="nowrap">
        {chevron('previous', email.hasPreviousMail)}
        {chevron('next', email.hasNextMail)}
      </Group>
    </Group>
  );
}
