import '@mantine/dropzone/styles.css';
import { DragDropContext, Draggable, Droppable } from '@hello-pangea/dnd';
import { Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { fileSizeLimits, imageTypes, productImagesMax } from '@beacon/contract/files-values';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './manage.module.css';
import { PictureThumb } from './picture-thumb';
import type { ProductPictures } from './use-product-pictures';

interface PicturesFieldProps {
  pictures: ProductPictures;
  /** A message from the API about the pictures (`imageIds`). */
  error?: string;
}

const maxMb = fileSizeLimits.product / (1024 * 1024);

/**
 * "Pictures": drop or pick several; each is uploaded at once. The row of thumbnails is the
 * product's order (the first is its main picture): drag one by its handle, or focus the handle,
 * press Space, move with the arrow keys and press Space again.
 */
export function PicturesField({ pictures, error }: PicturesFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const list = pictures.pictures;
  const position = (id: string) => list.findIndex((picture) => picture.key === id) + 1;

  const reject = (rejections: FileRejection[]) => {
    const codes = rejections.flatMap((rejection) => rejection.errors.map((e) => e.code));
    setProblem(
      codes.includes('file-invalid-type')
        ? t('ecommerceManage.pictures.wrongType')
        : codes.includes('file-too-large')
          ? t('ecommerceManage.pictures.tooLarge', { max: maxMb })
          : t('ecommerceManage.pictures.tooMany', { max: productImagesMax }),
    );
  };
  const message = problem ?? error;

  return (
    <Stack gap={6}>
      <Input.Label id={labelId}>{t('ecommerceManage.form.pictures')}</Input.Label>
      <Dropzone
        onDrop={(files) => {
          setProblem(
            files.length > pictures.room
              ? t('ecommerceManage.pictures.tooMany', { max: productImagesMax })
              : null,
          );
          pictures.add(files, pictures.room);
        }}
        onReject={reject}
        accept={[...imageTypes]}
        maxSize={fileSizeLimits.product}
        multiple
        disabled={pictures.room <= 0}
        aria-labelledby={labelId}
        inputProps={{ 'aria-label': t('ecommerceManage.pictures.choose') }}
        style={message ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={32} stroke={1.5} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={32} stroke={1.5} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={32} stroke={1.5} aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text size="sm" fw={500}>
              {t('ecommerceManage.pictures.drop')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('ecommerceManage.pictures.hint', { max: maxMb, most: productImagesMax })}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {message && <Input.Error role="alert">{message}</Input.Error>}
      {list.length > 0 && (
        <DragDropContext
          dragHandleUsageInstructions={t('ecommerceManage.drag.instructions')}
          onDragStart={(start, { announce }) =>
            announce(
              t('ecommerceManage.drag.lifted', {
                position: position(start.draggableId),
                total: list.length,
              }),
            )
          }
          onDragUpdate={(update, { announce }) => {
            if (update.destination)
              announce(
                t('ecommerceManage.drag.moved', {
                  position: update.destination.index + 1,
                  total: list.length,
                }),
              );
          }}
          onDragEnd={(result, { announce }) => {
            if (!result.destination) return announce(t('ecommerceManage.drag.cancelled'));
            const to = result.destination.index;
            announce(t('ecommerceManage.drag.dropped', { position: to + 1, total: list.length }));
            if (to !== result.source.index) pictures.move(result.source.index, to);
          }}
        >
          <Droppable droppableId="pictures" direction="horizontal">
            {(droppable) => (
              <ol
                ref={droppable.innerRef}
                {...droppable.droppableProps}
                className={classes.thumbs}
                aria-label={t('ecommerceManage.pictures.order')}
              >
                {list.map((picture, index) => (
                  <Draggable key={picture.key} draggableId={picture.key} index={index}>
                    {(provided, snapshot) => (
                      <PictureThumb
                        picture={picture}
                        position={index + 1}
                        drag={{ provided, dragging: snapshot.isDragging }}
                        onRemove={pictures.remove}
                      />
                    )}
                  </Draggable>
                ))}
                {droppable.placeholder}
              </ol>
            )}
          </Droppable>
        </DragDropContext>
      )}
    </Stack>
  );
}
