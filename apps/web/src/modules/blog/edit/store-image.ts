import { isFileUrl } from '@beacon/contract/files-values';
import Image from '@tiptap/extension-image';
import type { Node } from '@tiptap/pm/model';
import { fileObjectUrl } from '../../../lib/files/file-src';

/**
 * Pictures in a post, as `<img src="/api/files/<id>" alt="…">`. The HTML keeps the store URL;
 * on screen each is read with the session's token and shown from an object URL (a plain src
 * cannot load it: the token is a header, and mock mode's API lives in a worker).
 */
export const StoreImage = Image.extend({
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('img');
      const show = (shown: Node) => {
        const src = typeof shown.attrs.src === 'string' ? shown.attrs.src : '';
        dom.alt = typeof shown.attrs.alt === 'string' ? shown.attrs.alt : '';
        if (dom.dataset.fileSrc === src) return;
        dom.dataset.fileSrc = src;
        if (!isFileUrl(src)) {
          dom.src = src;
          return;
        }
        dom.removeAttribute('src');
        fileObjectUrl(src).then(
          (url) => {
            if (dom.dataset.fileSrc === src) dom.src = url;
          },
          // Unreadable: its alt text stands in.
          () => undefined,
        );
      };
      show(node);
      return {
        dom,
        update: (updated) => {
          if (updated.type !== node.type) return false;
          show(updated);
          return true;
        },
      };
    };
  },
}).configure({ allowBase64: false });

/** A picture's default description: its file name without the extension. */
export const altOf = (name: string) => name.replace(/\.[a-z0-9]+$/i, '').trim();
