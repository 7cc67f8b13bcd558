/** Whether the text is an absolute http(s) address, the only kind the importer fetches. */
export function isWebAddress(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol, hostname } = new URL(text);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
}

/** The distinct web addresses of a pasted block, one per line, in order. */
export function webAddressesIn(block: string): { addresses: string[]; rejected: string[] } {
  const lines = block
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const addresses = [...new Set(lines.filter(isWebAddress))];
  return { addresses, rejected: lines.filter((line) => !isWebAddress(line)) };
}
