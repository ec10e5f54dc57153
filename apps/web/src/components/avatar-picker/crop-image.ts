/** A part of a picture, in its own pixels (what react-easy-crop reports). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The side of the stored avatar: sharp on every screen density the app shows it at. */
export const avatarSide = 512;

const toBlob = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));

/** The largest centred square of a picture, for when the cropper has not reported an area yet. */
const centredSquare = (width: number, height: number): PixelArea => {
  const side = Math.min(width, height);
  return { x: (width - side) / 2, y: (height - side) / 2, width: side, height: side };
};

/**
 * The chosen square of `picture` drawn at avatarSide × avatarSide: WebP where the browser writes
 * it (a fraction of PNG's size), PNG elsewhere (Safari answers PNG when asked for WebP).
 */
export async function cropToSquare(picture: Blob, area: PixelArea | null): Promise<Blob> {
  const bitmap = await createImageBitmap(picture);
  try {
    const from = area ?? centredSquare(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = avatarSide;
    canvas.height = avatarSide;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(
      bitmap,
      from.x,
      from.y,
      from.width,
      from.height,
      0,
      0,
      avatarSide,
      avatarSide,
    );
    const blob = (await toBlob(canvas, 'image/webp')) ?? (await toBlob(canvas, 'image/png'));
    if (!blob) throw new Error('The canvas gave no picture');
    return blob;
  } finally {
    bitmap.close();
  }
}

/** The stored name of a cropped avatar, by what the browser wrote. */
export const avatarName = (blob: Blob) =>
  blob.type === 'image/webp' ? 'avatar.webp' : 'avatar.png';
