import { useEffect, useMemo, useRef } from 'react';
import { fileObjectUrl } from '../../../lib/files/file-src';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import classes from '../blog.module.css';

const storeSrc = /(<img\b[^>]*?\s)src="(\/api\/files\/[^"]+)"/gi;

/**
 * The HTML with each store picture's URL moved to `data-file-src`: the browser must not fetch it
 * itself (the token is a header; in mock mode the API lives in a worker).
 */
export const withDeferredImages = (html: string) => html.replace(storeSrc, '$1data-file-src="$2"');

/**
 * A post's HTML, sanitised again before it meets the DOM; its store pictures are read with the
 * session's token and shown from object URLs.
 */
export function PostContent({ content }: { content: string }) {
  const html = useMemo(() => withDeferredImages(sanitizeHtml(content)), [content]);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    for (const img of ref.current?.querySelectorAll<HTMLImageElement>('img[data-file-src]') ?? []) {
      const src = img.dataset.fileSrc ?? '';
      fileObjectUrl(src).then(
        (url) => {
          if (live) img.src = url;
        },
        // Not readable (removed, or not shared with this reader): the alt text stays.
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [html]);
  return (
    // Sanitised (DOMPurify), from HTML the server sanitised too.
    <div
      ref={ref}
      dir="auto"
      className={classes.content}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
