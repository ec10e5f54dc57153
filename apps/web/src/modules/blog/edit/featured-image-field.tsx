import '@mantine/dropzone/styles.css';
import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { dataUrlImageProblem } from '@beacon/contract/blog-rules';
import { blogImageMaxBytes, blogImageTypes } from '@beacon/contract/blog-values';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface FeaturedImageFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** A message from the form (the server refused the image). */
  error?: string;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });

/**
 * "Featured Image": drop or choose a PNG, JPEG, GIF or WebP of at most 800 KB, stored as a data
 * URL. A wrong type or size is said on the field at once; the API checks again.
 */
export function FeaturedImageField({ value, onChange, error }: FeaturedImageFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const maxKb = blogImageMaxBytes / 1024;
  const typeError = t('blog.errors.imageType');
  const sizeError = t('blog.errors.imageSize', { max: maxKb });

  const accept = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const dataUrl = await readAsDataUrl(file).catch(() => null);
    const found = dataUrl === null ? 'type' : dataUrlImageProblem(dataUrl);
    if (found || dataUrl === null) {
      setProblem(found === 'size' ? sizeError : typeError);
      return;
    }
    setProblem(null);
    onChange(dataUrl);
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
  return (
    <Stack gap={6}>
      <Input.Label id={labelId}>{t('blog.edit.featuredImage')}</Input.Label>
      <Group align="flex-start" gap="md">
        {value ? (
          <Stack gap="xs" align="flex-start">
            <Image
              src={value}
              alt={t('blog.edit.imagePreview')}
              w={200}
              h={120}
              fit="cover"
              radius="md"
            />
            <Button
              size="xs"
              variant="default"
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
          accept={[...blogImageTypes]}
          maxSize={blogImageMaxBytes}
          multiple={false}
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
                {t('blog.edit.imageHint', { max: maxKb })}
              </Text>
            </div>
          </Group>
        </Dropzone>
      </Group>
      {message && <Input.Error role="alert">{message}</Input.Error>}
    </Stack>
  );
}
