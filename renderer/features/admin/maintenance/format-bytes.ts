const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** `1536` → `1.5 KB`, as the server's sizes read. */
export function formatBytes(bytes: number): string {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${Math.round(size * 10) / 10} ${units[unit] ?? ''}`;
}
