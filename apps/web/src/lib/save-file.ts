/** Makes the browser download `blob` as a file named `fileName`, without a round trip. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}

/** Makes the browser download `text` (a CSV, JSON…) as a file named `fileName`. */
export const saveTextFile = (fileName: string, text: string, type: string): void =>
  saveBlob(fileName, new Blob([text], { type }));
