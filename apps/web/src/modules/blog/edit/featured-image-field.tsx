import '@mantine/dropzone/styles.css';
import { Button, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { fileSizeLimits, fileUrl, imageTypes } from '@beacon/contract/files-values';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileSrc } from '../../../lib/files/file-src';
import { uploadFile } from '../../../lib/files/upload';
import { uploadProblem } from './upload-problem';

interface FeaturedImageFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** A message from the form (the server refused the image). */
  error?: string;
}

const maxMb = fileSizeLimits.blog / (1024 * 1024);

/**
 * "Featured Image": drop or choose a PNG, JPEG, GIF or WebP, uploaded to the file store at once
 * (with its progress); the post keeps the stored picture's URL. A wrong type or size is said on
 * the field at once; the store checks again.
 */
export function FeaturedImageField({ value, onChange, error }: FeaturedImageFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const preview = useFileSrc(value);
  const typeError = t('blog.errors.imageType');
  const sizeError = t('blog.edit.imageTooLarge', { max: maxMb });

  const accept = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      const stored = await uploadFile(file, { kind: 'blog', onProgress: setProgress });
      onChange(fileUrl(stored.id));
    } catch (failure) {
      setProblem(uploadProblem(failure, t));
    } finally {
      setProgress(null);
    }
  };
  const reject = (rejections: FileRejection[]) => {
    const codes = rejections.flatMap((rejection) => rejection.errors.map((e) => e.code));
    setProblem(
      codes.includes('file-too-large') && !codes.includes('file-invalid-type')
        ? sizeError
        : typeError,
    );
  };

  const message = problem ?? error;
  const uploading = progress !== null;
  return (
    <Stack gap={6}>
      <Input.Label id={labelId}>{t('blog.edit.featuredImage')}</Input.Label>
      <Group align="flex-start" gap="md">
        {value ? (
          <Stack gap="xs" align="flex-start">
            <Image
              src={preview}
              alt={t('blog.edit.imagePreview')}
              w={200}
              h={120}
              fit="cover"
              radius="md"
              data-testid="featured-image-preview"
            />
            <Button
              size="xs"
              variant="default"
              disabled={uploading}
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => {
                setProblem(null);
                onChange('');
              }}
            >
              {t('blog.edit.removeImage')}
            </Button>
          </Stack>
        ) : null}
        <Dropzone
          onDrop={(files) => void accept(files)}
          onReject={reject}
          accept={[...imageTypes]}
          maxSize={fileSizeLimits.blog}
          multiple={false}
          loading={uploading}
          flex={1}
          miw={220}
          aria-labelledby={labelId}
          inputProps={{ 'aria-label': t('blog.edit.chooseImage') }}
          style={message ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        >
          <Group justify="center" gap="md" mih={100} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={36} stroke={1.5} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={36} stroke={1.5} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={36} stroke={1.5} aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text size="sm" fw={500}>
                {t('blog.edit.dropImage')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('blog.edit.imageHint', { max: maxMb })}
              </Text>
            </div>
          </Group>
        </Dropzone>
      </Group>
      {uploading && (
        <Progress
          value={Math.round(progress * 100)}
          size="sm"
          aria-label={t('blog.edit.uploading')}
          animated
        />
      )}
      {message && <Input.Error role="alert">{message}</Input.Error>}
    </Stack>
  );
}
