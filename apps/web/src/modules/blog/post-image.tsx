import { Box, Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useFileSrc } from '../../lib/files/file-src';

interface PostImageProps {
  src: string;
  height: number;
  radius?: 'sm' | 'md' | 0;
}

/**
 * A post's featured image, decorative (the title beside it says what it is), or a neutral block
 * with a picture icon when the post has none.
 */
export function PostImage({ src, height, radius = 0 }: PostImageProps) {
  // A store picture is read with the session's token: the block shows until it is in.
  const shown = useFileSrc(src);
  if (!shown)
    return (
      <Center h={height} bg="var(--mantine-color-default-hover)" style={{ borderRadius: radius }}>
        <IconPhoto size={Math.min(48, height / 2)} stroke={1.2} aria-hidden opacity={0.6} />
      </Center>
    );
  return (
    <Box h={height} style={{ overflow: 'hidden', borderRadius: radius }}>
      <Image src={shown} alt="" h={height} w="100%" fit="cover" radius={radius} />
    </Box>
  );
}
