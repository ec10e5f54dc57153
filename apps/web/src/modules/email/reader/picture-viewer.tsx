import { Center, Image, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFileSrc } from '../../../lib/files/file-src';

interface PictureViewerProps {
  opened: boolean;
  onClose: () => void;
  url: string;
  name: string;
}

/** An attached picture at full size; read only once opened, not with the mail. */
export function PictureViewer({ opened, onClose, url, name }: PictureViewerProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={name}
      size="auto"
      centered
      closeButtonProps={{ 'aria-label': t('email.reader.closeViewer') }}
    >
      {opened && <FullPicture url={url} name={name} />}
    </Modal>
  );
}

function FullPicture({ url, name }: { url: string; name: string }) {
  const src = useFileSrc(url);
  if (!src)
    return (
      <Center mih={120} miw={120}>
        <Loader size="sm" />
      </Center>
    );
  return <Image src={src} alt={name} maw="100%" mah="80dvh" fit="contain" />;
}
