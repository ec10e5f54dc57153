import { type ImageType, thumbnailSide } from '@beacon/contract/files-values';
import type { Sharp } from 'sharp';
import type { ImageTools, ProcessedImage } from '../../lib/file-store';

// Node only: node.ts and the API tests import this file, nothing under modules/ does, so sharp's
// native binary never reaches the mock's worker bundle. Loaded at the first picture, not with the
// server: loading it costs every start about a tenth of its time.

/** About 8,000 × 8,000: more is a decompression bomb, not a photo anyone attaches. */
const maxPixels = 64_000_000;

function encoded(image: Sharp, type: ImageType): Sharp {
  switch (type) {
    case 'image/png':
      return image.png();
    case 'image/jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true });
    case 'image/gif':
      return image.gif();
    case 'image/webp':
      return image.webp({ quality: 85 });
  }
}

/**
 * Pictures decoded and written again in their own format: EXIF, GPS, comments and profiles are
 * not copied (no `withMetadata`), the orientation is applied to the pixels. A GIF keeps its frames.
 */
export const sharpImages: ImageTools = {
  process: async (bytes: Uint8Array, type: ImageType): Promise<ProcessedImage> => {
    const { default: sharp } = await import('sharp');
    const animated = type === 'image/gif';
    const source = () => sharp(bytes, { animated, limitInputPixels: maxPixels, failOn: 'error' });
    const { data, info } = await encoded(source().rotate(), type).toBuffer({
      resolveWithObject: true,
    });
    const thumbnail = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .resize(thumbnailSide, thumbnailSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return {
      bytes: new Uint8Array(data),
      type,
      width: info.width,
      height: info.pageHeight ?? info.height,
      thumbnail: new Uint8Array(thumbnail),
    };
  },
};
