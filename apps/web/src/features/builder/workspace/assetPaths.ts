/** Where an uploaded file goes in the source: `assets/<name>`, its name made a valid source path. */
export function assetPathFor(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const cleaned = base
    .replace(/[^A-Za-z0-9_.-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(0, 200);
  return `assets/${cleaned || 'asset'}`;
}

/** A size for people: bytes, KB or MB with one decimal. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
