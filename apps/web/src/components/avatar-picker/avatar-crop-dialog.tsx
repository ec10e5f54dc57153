import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import type { PixelArea } from './crop-image';

/** A chosen picture and an object URL of it (made and revoked by whoever chose it). */
export interface ChosenPicture {
  file: File;
  url: string;
}

interface AvatarCropDialogProps {
  /** The chosen picture; null closes the dialog. */
  picture: ChosenPicture | null;
  /** "Crop your picture" when left out. */
  title?: string | undefined;
  onCancel: () => void;
  /** The square chosen, in the picture's pixels (null: the cropper reported none yet). */
  onCrop: (picture: ChosenPicture, area: PixelArea | null) => void;
}

const minZoom = 1;
const maxZoom = 3;

/** Square crop of a chosen picture: drag (or arrow keys) to place it, the slider to zoom. */
export function AvatarCropDialog({ picture, title, onCancel, onCrop }: AvatarCropDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={picture !== null}
      onClose={onCancel}
      title={title ?? t('avatarPicker.crop.title')}
    >
      {picture ? (
        // Keyed: each picture starts centred and unzoomed.
        <CropEditor key={picture.url} picture={picture} onCancel={onCancel} onCrop={onCrop} />
      ) : null}
    </Modal>
  );
}

function CropEditor({
  picture,
  onCancel,
  onCrop,
}: Omit<AvatarCropDialogProps, 'picture' | 'title'> & { picture: ChosenPicture }) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('avatarPicker.crop.help')}
      </Text>
      {/* The cropper lays itself out absolutely: this box gives it a square to fill. */}
      <Box pos="relative" w="100%" style={{ aspectRatio: '1 / 1' }} bg="dark.7">
        <Cropper
          image={picture.url}
          crop={crop}
          zoom={zoom}
          minZoom={minZoom}
          maxZoom={maxZoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          mediaProps={{ alt: '' }}
        />
      </Box>
      <Stack gap={4}>
        <Text size="sm" fw={500} aria-hidden>
          {t('avatarPicker.crop.zoom')}
        </Text>
        <Slider
          value={zoom}
          min={minZoom}
          max={maxZoom}
          step={0.05}
          onChange={setZoom}
          label={null}
          thumbLabel={t('avatarPicker.crop.zoom')}
        />
      </Stack>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('avatarPicker.crop.cancel')}
        </Button>
        <Button onClick={() => onCrop(picture, area)}>{t('avatarPicker.crop.apply')}</Button>
      </Group>
    </Stack>
  );
}
