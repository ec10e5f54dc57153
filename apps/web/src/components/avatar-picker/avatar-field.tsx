import '@mantine/dropzone/styles.css';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { imageTypes } from '@beacon/contract/files-values';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http';
import { uploadFile } from '../../lib/files/upload';
import { UserAvatar } from '../user-avatar';
import { AvatarCropDialog, type ChosenPicture } from './avatar-crop-dialog';
import { type PixelArea, avatarName, cropToSquare } from './crop-image';

interface AvatarFieldProps {
  /** The picture shown: a store URL or image path, or null for the initials. */
  value: string | null;
  /** Whose initials to show without a picture. */
  name: string;
  error?: string | null;
  onChange: (value: string | null) => void;
  /** A problem with the chosen or uploaded picture, or null once it is fine. */
  onError: (message: string | null) => void;
  /** The drop area's name for screen readers; "Upload new photo" when left out. */
  label?: string;
  /** The crop dialog's title; "Crop your picture" when left out. */
  cropTitle?: string;
}

const MB = 1024 * 1024;
/** A phone's photo, before it is cropped down to a small square. */
const sourceMaxBytes = 20 * MB;

/**
 * A person's picture: drop or choose a picture, crop it to a square, and it is uploaded to the
 * file store at once (with its progress) as the caller's avatar upload; the form then saves the
 * stored picture's URL. "Remove" goes back to the initials.
 */
export function AvatarField({
  value,
  name,
  error,
  onChange,
  onError,
  label,
  cropTitle,
}: AvatarFieldProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  const [picture, setPicture] = useState<ChosenPicture | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;

  const reject = (rejections: FileRejection[]) => {
    const codes = rejections.flatMap((rejection) => rejection.errors.map((e) => e.code));
    onError(
      codes.includes('file-too-large') && !codes.includes('file-invalid-type')
        ? t('avatarPicker.errors.sourceSize', { max: sourceMaxBytes / MB })
        : t('avatarPicker.errors.sourceType'),
    );
  };

  const close = () => {
    if (picture) URL.revokeObjectURL(picture.url);
    setPicture(null);
  };

  const upload = async (chosen: File, area: PixelArea | null) => {
    close();
    onError(null);
    setProgress(0);
    try {
      const square = await cropToSquare(chosen, area).catch(() => {
        throw new Error(t('avatarPicker.errors.unreadable'));
      });
      const stored = await uploadFile(square, {
        kind: 'avatar',
        name: avatarName(square),
        onProgress: setProgress,
      });
      onChange(stored.url);
    } catch (failure) {
      onError(problemOf(failure));
    } finally {
      setProgress(null);
    }
  };

  /** The store's own message (too large, not a picture…). */
  const problemOf = (failure: unknown) => {
    if (failure instanceof ApiError) {
      const first = failure.fields ? Object.values(failure.fields).flat()[0] : undefined;
      if (first) return first;
      if (failure.body && typeof failure.body.error === 'string') return failure.body.error;
    } else if (failure instanceof Error && failure.message) return failure.message;
    return t('avatarPicker.errors.uploadFailed');
  };

  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  return (
    <Stack gap="xs">
      <Group gap="lg" align="center" wrap="nowrap">
        <UserAvatar src={value} name={name} size={88} />
        <Dropzone
          onDrop={([chosen]) => {
            onError(null);
            if (chosen) setPicture({ file: chosen, url: URL.createObjectURL(chosen) });
          }}
          onReject={reject}
          accept={[...imageTypes]}
          maxSize={sourceMaxBytes}
          multiple={false}
          loading={uploading}
          flex={1}
          miw={0}
          inputProps={{
            'aria-label': label ?? t('avatarPicker.upload'),
            'aria-describedby': describedBy,
          }}
          style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        >
          <Group justify="center" gap="sm" mih={64} wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={28} stroke={1.5} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={28} stroke={1.5} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={28} stroke={1.5} aria-hidden />
            </Dropzone.Idle>
            <Text size="sm" fw={500}>
              {t('avatarPicker.drop')}
            </Text>
          </Group>
        </Dropzone>
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text id={hintId} size="xs" c="dimmed">
          {t('avatarPicker.hint', { max: sourceMaxBytes / MB })}
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => {
            onError(null);
            onChange(null);
          }}
          disabled={value === null || uploading}
        >
          {t('avatarPicker.remove')}
        </Button>
      </Group>
      {uploading && (
        <Progress
          value={Math.round(progress * 100)}
          size="sm"
          aria-label={t('avatarPicker.uploading')}
          animated
        />
      )}
      {error && (
        <Text id={errorId} size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
      <AvatarCropDialog
        picture={picture}
        title={cropTitle}
        onCancel={close}
        onCrop={(chosen, area) => void upload(chosen.file, area)}
      />
    </Stack>
  );
}
