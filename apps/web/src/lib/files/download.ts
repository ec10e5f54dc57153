import { saveBlob } from '../save-file';
import { fetchFile } from './file-src';

/** Downloads one of the store's files with the session's token and saves it as `name`. */
export async function downloadFile(url: string, name: string): Promise<void> {
  saveBlob(name, await fetchFile(url));
}
