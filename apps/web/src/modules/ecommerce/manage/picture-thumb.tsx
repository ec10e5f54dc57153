/* eslint-disable react-hooks/refs -- the drag library's innerRef and props are callbacks handed to
   the DOM, not ref values read while rendering (the rule takes any "…Ref" for one). */
import type { DraggableProvided } from '@hello-pangea/dnd';
import { ActionIcon, Box, Image, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconGripVertical, IconPhoto, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFileSrc } from '../../../lib/files/file-src';
import classes from './manage.module.css';
import type { Picture } from './use-product-pictures';

interface PictureThumbProps {
  picture: Picture;
  /** Its place among the product's pictures, from 1. */
  position: number;
  /** The drag-and-drop wiring of its place in the row. */
  drag: { provided: DraggableProvided; dragging: boolean };
  onRemove: (key: string) => void;
}

/** One picture of the product being edited: its thumbnail, progress or error, and its buttons. */
export function PictureThumb({ picture, position, drag, onRemove }: PictureThumbProps) {
  const { t } = useTranslation();
  const src = useFileSrc(picture.state === 'stored' ? picture.thumbnailUrl : null);
  const name = picture.name || t('ecommerceManage.pictures.numbered', { position });
  const removeLabel =
    picture.state === 'uploading'
      ? t('ecommerceManage.pictures.cancel', { name })
      : t('ecommerceManage.pictures.remove', { name });
  return (
    <li
      ref={drag.provided.innerRef}
      {...drag.provided.draggableProps}
      className={classes.thumb}
      data-dragging={drag.dragging || undefined}
      data-state={picture.state}
    >
      <Box className={classes.thumbFrame}>
        {picture.state === 'stored' && src ? (
          <Image
            src={src}
            alt={t('ecommerceManage.pictures.numbered', { position })}
            fit="cover"
            h={96}
            w={96}
          />
        ) : picture.state === 'failed' ? (
          <IconAlertTriangle size={28} aria-hidden color="var(--mantine-color-error)" />
        ) : (
          <IconPhoto size={28} aria-hidden />
        )}
      </Box>
      <Stack gap={4} className={classes.thumbBar}>
        {picture.state === 'uploading' && (
          <Progress
            value={Math.round(picture.progress * 100)}
            size="sm"
            aria-label={t('ecommerceManage.pictures.uploading', { name })}
          />
        )}
        {picture.state === 'failed' && (
          <Text size="xs" c="var(--mantine-color-error)" role="alert" lineClamp={3}>
            {t('ecommerceManage.pictures.failed', { name, reason: picture.error })}
          </Text>
        )}
        <Box className={classes.thumbButtons}>
          <Tooltip label={t('ecommerceManage.pictures.move', { position })} openDelay={400}>
            <span
              {...drag.provided.dragHandleProps}
              className={classes.handle}
              aria-label={t('ecommerceManage.pictures.move', { position })}
            >
              <IconGripVertical size={16} aria-hidden />
            </span>
          </Tooltip>
          <Tooltip label={removeLabel} openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={removeLabel}
              onClick={() => onRemove(picture.key)}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Box>
      </Stack>
    </li>
  );
}
