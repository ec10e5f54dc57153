import {
  Button,
  Group,
  Radio,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { type ChatProfile, type ChatStatus, chatAboutMax } from '@beacon/contract/chat';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelDrawer } from '../../components/panel-drawer';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { showServerErrors } from '../../lib/form-errors';
import { statusOrder } from './chat-status';
import { profileQuery, useUpdateProfile } from './chat.queries';
import { PresenceAvatar } from './presence-avatar';

const isStatus = (value: string): value is ChatStatus =>
  statusOrder.some((status) => status === value);

/** The form, filled once from the saved profile: a reload meanwhile does not undo the typing. */
function ProfileForm({ profile, onDone }: { profile: ChatProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useUpdateProfile();
  const [about, setAbout] = useState(profile.about);
  const [status, setStatus] = useState(profile.status);
  const [twoStep, setTwoStep] = useState(profile.settings.isTwoStepAuthVerificationEnabled);
  const [notify, setNotify] = useState(profile.settings.isNotificationsOn);
  const [aboutError, setAboutError] = useState<string>();
  const settingsId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAboutError(undefined);
    try {
      await save.mutateAsync({
        about,
        status,
        settings: { isTwoStepAuthVerificationEnabled: twoStep, isNotificationsOn: notify },
      });
      notifications.show({ color: 'green', message: t('chat.profile.saved') });
      onDone();
    } catch (error) {
      const shown = showServerErrors(
        error,
        { setErrors: (errors) => setAboutError(errors.about) },
        {
          field: ['about'],
          // The one rule the API can break here is the length; say it in the reader's language.
          message: (message) =>
            about.trim().length > chatAboutMax
              ? t('chat.profile.aboutTooLong', { max: chatAboutMax })
              : message,
        },
      );
      if (shown) return;
      notifications.show({
        color: 'red',
        title: t('chat.profile.saveFailed'),
        message: t('chat.tryAgain'),
      });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <Stack align="center" gap={4}>
          <PresenceAvatar name={profile.fullName} src={profile.avatar} status={status} size="xl" />
          <Title order={3} fz="h4" dir="auto">
            {profile.fullName}
          </Title>
          <Text size="sm" c="dimmed" dir="auto">
            {profile.role}
          </Text>
        </Stack>
        <Textarea
          label={t('chat.profile.about')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={chatAboutMax}
          description={t('chat.profile.aboutCount', { length: about.length, max: chatAboutMax })}
          value={about}
          error={aboutError}
          onChange={(event) => setAbout(event.currentTarget.value)}
        />
        <Radio.Group
          label={t('chat.profile.status')}
          value={status}
          onChange={(value) => isStatus(value) && setStatus(value)}
        >
          <Stack gap="xs" mt="xs">
            {statusOrder.map((value) => (
              <Radio key={value} value={value} label={t(`chat.status.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Stack gap="sm" role="group" aria-labelledby={settingsId}>
          <Text id={settingsId} fw={500} size="sm">
            {t('chat.profile.settings')}
          </Text>
          <Switch
            label={t('chat.profile.twoStep')}
            checked={twoStep}
            onChange={(event) => setTwoStep(event.currentTarget.checked)}
          />
          <Switch
            label={t('chat.profile.notifications')}
            checked={notify}
            onChange={(event) => setNotify(event.currentTarget.checked)}
          />
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('chat.profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The user's own chat profile, at the start side where the sidebar is. */
export function ProfileDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const profile = useQuery({ ...profileQuery(), enabled: opened });
  return (
    <PanelDrawer opened={opened} onClose={onClose} title={t('chat.profile.title')} edge="start">
      {profile.isError && (
        <QueryErrorAlert
          message={t('chat.profile.loadFailed')}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      )}
      {profile.isPending && (
        <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton height={84} circle mx="auto" />
          <Skeleton height={96} />
          <Skeleton height={120} />
        </Stack>
      )}
      {profile.data && <ProfileForm profile={profile.data} onDone={onClose} />}
    </PanelDrawer>
  );
}
