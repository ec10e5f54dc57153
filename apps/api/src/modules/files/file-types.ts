import { isImageType } from '@beacon/contract/files-values';

/**
 * Types a browser may be given as they are: none of them runs script when opened. Anything else
 * (HTML, SVG, XML, scripts, executables, what the sniffer does not know) is stored and served as
 * application/octet-stream, always as a download.
 */
const safeTypes = new Set([
  'application/pdf',
  'application/zip',
  'application/gzip',
  'application/x-7z-compressed',
  'application/x-rar-compressed',
  'application/x-tar',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'text/plain',
  'text/csv',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/tiff',
  'image/heic',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/x-wav',
  'audio/aac',
  'audio/mp4',
  'audio/webm',
  'audio/flac',
  'video/mp4',
  'video/webm',
  'video/ogg',
  'video/quicktime',
]);

export const octetStream = 'application/octet-stream';

/**
 * Text a browser shows as text: valid UTF-8 without control characters, and not markup (HTML,
 * SVG and XML start with `<`), which stays a download of unknown type.
 */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 64 * 1024));
  } catch {
    // A multi-byte character cut at the sample's end is not a reason to refuse text.
    if (bytes.length <= 64 * 1024) return false;
    text = new TextDecoder('utf-8').decode(bytes.subarray(0, 64 * 1024 - 4));
    if (text.includes('\uFFFD')) return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what marks binary content
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return false;
  return !text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<');
}

/**
 * The type of `bytes`, from their content only (the name cannot make HTML a picture): a safe type
 * from the list above, or application/octet-stream. The name only tells CSV from other text.
 */
export async function sniffType(bytes: Uint8Array, name: string): Promise<string> {
  // Loaded on the first upload: the mock's worker evaluates the API's code before its first answer.
  const { fileTypeFromBuffer } = await import('file-type/core');
  const found = await fileTypeFromBuffer(bytes);
  if (found) return safeTypes.has(found.mime) ? found.mime : octetStream;
  if (isPlainText(bytes)) return /\.csv$/i.test(name) ? 'text/csv' : 'text/plain';
  return octetStream;
}

/** Whether the store shows a file of this type in the page rather than as a download. */
export const shownInline = (type: string) => isImageType(type);

/** What a stored type is served as: its own when safe, else application/octet-stream. */
export const servedType = (type: string) => (safeTypes.has(type) ? type : octetStream);

/** A thumbnail's type, from its first bytes: the picture tools write WebP, JPEG or PNG. */
export function thumbnailType(bytes: Uint8Array): string {
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50)
    return 'image/webp';
  return octetStream;
}

/** The name as stored: no folders, no control or direction-changing characters. */
export function cleanName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are what is removed here
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
}
