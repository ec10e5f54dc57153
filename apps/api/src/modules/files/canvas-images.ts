import { type ImageType, isImageType, thumbnailSide } from '@beacon/contract/files-values';
import type { ImageTools, ProcessedImage } from '../../lib/file-store';

// The mock's worker has no sharp: the browser decodes the picture and a canvas writes it again,
// which keeps no metadata either. A canvas writes no GIF, so a GIF becomes a PNG of its first frame.

/** As on the server: more pixels than this is no photo anyone attaches. */
const maxPixels = 64_000_000;

async function written(canvas: OffscreenCanvas, type: string): Promise<Blob> {
  return canvas.convertToBlob({ type, quality: 0.85 });
}

function drawn(bitmap: ImageBitmap, width: number, height: number): OffscreenCanvas {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

export const canvasImages: ImageTools = {
  process: async (bytes: Uint8Array, type: ImageType): Promise<ProcessedImage> => {
    // Turned upright from its EXIF orientation, as sharp's rotate() does on the server.
    const bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), {
      imageOrientation: 'from-image',
    });
    try {
      const { width, height } = bitmap;
      if (width * height > maxPixels) throw new Error('The picture is too large to decode');
      const full = await written(
        drawn(bitmap, width, height),
        type === 'image/gif' ? 'image/png' : type,
      );
      // A browser that cannot write WebP writes PNG instead: the stored type says which.
      if (!isImageType(full.type)) throw new Error(`The canvas wrote ${full.type}`);
      const scale = Math.min(1, thumbnailSide / Math.max(width, height));
      const thumbnail = await written(
        drawn(
          bitmap,
          Math.max(1, Math.round(width * scale)),
          Math.max(1, Math.round(height * scale)),
        ),
        'image/webp',
      );
      return {
        bytes: new Uint8Array(await full.arrayBuffer()),
        type: full.type,
        width,
        height,
        thumbnail: new Uint8Array(await thumbnail.arrayBuffer()),
      };
    } finally {
      bitmap.close();
    }
  },
};
