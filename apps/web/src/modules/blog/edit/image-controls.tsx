import { Loader, Popover, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconAlt, IconPhotoPlus } from '@tabler/icons-react';
import { fileSizeLimits, fileUrl, imageTypes } from '@beacon/contract/files-values';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../lib/files/upload';
import { altOf } from './store-image';
import { uploadProblem } from './upload-problem';

/**
 * The post editor's picture controls: "Insert image" uploads a picture to the file store and
 * puts it at the caret, described by its file name; "Image description" edits the selected
 * picture's alt text.
 */
export function ImageControls() {
  const { t } = useTranslation();
  const { editor } = useRichTextEditorContext();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [altOpen, setAltOpen] = useState(false);
  const selected = editor?.isActive('image') ?? false;
  const alt = selected ? String(editor?.getAttributes('image').alt ?? '') : '';

  const insert = async (file: File | undefined) => {
    if (!file || !editor) return;
    if (file.size > fileSizeLimits.blog) {
      notifications.show({
        color: 'red',
        title: t('blog.edit.uploadFailed'),
        message: t('blog.edit.imageTooLarge', { max: fileSizeLimits.blog / (1024 * 1024) }),
      });
      return;
    }
    setProgress(0);
    try {
      const stored = await uploadFile(file, { kind: 'blog', onProgress: setProgress });
      editor
        .chain()
        .focus()
        .setImage({ src: fileUrl(stored.id), alt: altOf(stored.name) })
        .run();
    } catch (failure) {
      notifications.show({
        color: 'red',
        title: t('blog.edit.uploadFailed'),
        message: uploadProblem(failure, t),
      });
    } finally {
      setProgress(null);
    }
  };

  return (
    <RichTextEditor.ControlsGroup>
      <RichTextEditor.Control
        aria-label={t('blog.edit.insertImage')}
        title={t('blog.edit.insertImage')}
        disabled={progress !== null}
        onClick={() => input.current?.click()}
      >
        {progress === null ? (
          <IconPhotoPlus size={16} stroke={1.5} aria-hidden />
        ) : (
          <Loader size={12} aria-label={t('blog.edit.uploading')} />
        )}
      </RichTextEditor.Control>
      <input
        ref={input}
        type="file"
        accept={imageTypes.join(',')}
        hidden
        data-testid="insert-image-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          void insert(file);
        }}
      />
      <Popover opened={altOpen && selected} onChange={setAltOpen} trapFocus withArrow>
        <Popover.Target>
          <RichTextEditor.Control
            aria-label={t('blog.edit.imageAlt')}
            title={t('blog.edit.imageAlt')}
            disabled={!selected}
            onClick={() => setAltOpen((open) => !open)}
          >
            <IconAlt size={16} stroke={1.5} aria-hidden />
          </RichTextEditor.Control>
        </Popover.Target>
        <Popover.Dropdown>
          <TextInput
            label={t('blog.edit.imageAlt')}
            description={t('blog.edit.imageAltHint')}
            value={alt}
            onChange={(event) =>
              editor?.commands.updateAttributes('image', { alt: event.currentTarget.value })
            }
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                setAltOpen(false);
              }
            }}
          />
        </Popover.Dropdown>
      </Popover>
    </RichTextEditor.ControlsGroup>
  );
}
