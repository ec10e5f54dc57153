/** Makes the browser download `text` as a file named `fileName`, without a round trip. */
export function saveTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
