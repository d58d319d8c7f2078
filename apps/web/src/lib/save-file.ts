/**
 * Saves a file the app holds in memory (a download from `apiClient.download`) under the given name: a
 * plain link cannot carry the bearer token, so the browser is handed the bytes instead.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on a later task: the browser may still be starting the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
