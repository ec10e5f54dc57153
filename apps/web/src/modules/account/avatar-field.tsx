import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { avatarFileProblem, avatarProblem, avatarTypes } from '@beacon/contract/account-values';
import { IconUpload } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../components/user-avatar';

interface AvatarFieldProps {
  /** The picture shown: a data URL or image path, or null for the initials. */
  value: string | null;
  /** Whose initials to show without a picture. */
  name: string;
  error?: string | null;
  onChange: (value: string | null) => void;
  /** A problem with the chosen file (a translation key's text), or null once it is fine. */
  onError: (message: string | null) => void;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('read failed'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/**
 * The profile picture: a preview, "Upload new photo" and "Reset" (back to the initials). A file is
 * checked before it is read (type, then size) and again once read (a renamed file is refused), so
 * the user learns at once, as the API would answer; nothing is sent until the form is saved.
 */
export function AvatarField({ value, name, error, onChange, onError }: AvatarFieldProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  const resetFile = useRef<() => void>(null);

  const choose = async (file: File | null) => {
    // The same file may be chosen again after a fix: let the input report it.
    resetFile.current?.();
    if (!file) return;
    const early = avatarFileProblem(file);
    if (early) return onError(t(`account.errors.${early}`));
    try {
      const dataUrl = await readAsDataUrl(file);
      const problem = avatarProblem(dataUrl);
      if (problem) return onError(t(`account.errors.${problem}`));
      onError(null);
      onChange(dataUrl);
    } catch {
      onError(t('account.errors.avatarUnreadable'));
    }
  };

  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  return (
    <Group gap="lg" align="center">
      <UserAvatar src={value} name={name} size={88} />
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton
            onChange={(file) => void choose(file)}
            accept={avatarTypes.join(',')}
            resetRef={resetFile}
            inputProps={{ 'aria-describedby': describedBy }}
          >
            {(props) => (
              <Button
                {...props}
                size="sm"
                leftSection={<IconUpload size={16} aria-hidden />}
                aria-describedby={describedBy}
              >
                {t('account.general.upload')}
              </Button>
            )}
          </FileButton>
          <Button
            size="sm"
            variant="default"
            onClick={() => {
              onError(null);
              onChange(null);
            }}
            disabled={value === null}
          >
            {t('account.general.reset')}
          </Button>
        </Group>
        <Text id={hintId} size="xs" c="dimmed">
          {t('account.general.avatarHint')}
        </Text>
        {error && (
          <Text id={errorId} size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
