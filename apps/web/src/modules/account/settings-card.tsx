import { Button, Card, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTitle } from '../../components/card-title';

interface SettingsCardProps {
  title: string;
  description?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Puts the form back as last saved; no Discard button without it. */
  onDiscard?: () => void;
  saving: boolean;
  submitLabel?: string;
  children: ReactNode;
}

/** One tab's form: a titled card whose Save (and Discard) end it. */
export function SettingsCard({
  title,
  description,
  onSubmit,
  onDiscard,
  saving,
  submitLabel,
  children,
}: SettingsCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <CardTitle title={title} description={description} />
          {children}
          <Group gap="sm">
            <Button type="submit" loading={saving}>
              {submitLabel ?? t('account.actions.save')}
            </Button>
            {onDiscard && (
              <Button variant="default" onClick={onDiscard} disabled={saving}>
                {t('account.actions.discard')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
