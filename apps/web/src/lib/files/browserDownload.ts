/** Starts the browser's own download of a URL or a blob URL through a temporary anchor. */
export function startDownload(href: string, fileName?: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  if (fileName) anchor.download = fileName;
  else anchor.setAttribute('download', '');
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** Hands a file read through the http client to the browser's download. */
export function saveFile(content: Blob | string, fileName: string, type = 'application/octet-stream'): void {
  const blob = content instanceof Blob ? content : new Blob([content], { type });
  const url = URL.createObjectURL(blob);
  startDownload(url, fileName);
  // The click has handed the blob to the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
