/**
 * Saves a blob as a file through a temporary link; the click starts the download synchronously (the
 * site's exports and the extension's pages alike). The object URL lives 10 s, long enough for any
 * browser to have taken the file.
 */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
