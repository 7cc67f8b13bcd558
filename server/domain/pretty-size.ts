/** Mealie's `pretty_size`: "512 bytes", "1.5 KB", "2.25 MB". */
export function prettySize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${Math.round(size * 100) / 100} ${units[unit]}`;
}
