/** A duration found in an instruction ("bake 25 minutes", "1 hour", "1½ hours"). */
export interface DetectedTimer {
  label: string;
  seconds: number;
}

const unitSeconds: Record<string, number> = {
  second: 1,
  sec: 1,
  minute: 60,
  min: 60,
  hour: 3600,
  hr: 3600,
};

const numberPattern = String.raw`(\d+(?:[.,]\d+)?|½|an?|one)`;
const unitPattern = String.raw`(seconds?|secs?|minutes?|mins?|hours?|hrs?)\b`;
const rangePattern = new RegExp(
  String.raw`${numberPattern}(?:\s*(?:-|–|to)\s*(\d+(?:[.,]\d+)?))?\s*(½)?\s*${unitPattern}`,
  'gi',
);

function toNumber(text: string): number {
  const lower = text.toLowerCase();
  if (lower === '½') return 0.5;
  if (lower === 'a' || lower === 'an' || lower === 'one') return 1;
  return Number(lower.replace(',', '.'));
}

function unitFor(text: string): number {
  const lower = text.toLowerCase().replace(/s$/, '');
  return unitSeconds[lower] ?? 60;
}

/**
 * Every duration in a step's text. A range ("20-25 minutes") times the longer end, so the cook
 * checks once rather than too early.
 */
export function detectTimers(text: string): DetectedTimer[] {
  const found: DetectedTimer[] = [];
  for (const match of text.matchAll(rangePattern)) {
    const [label, first, upper, half, unit] = match;
    if (!first || !unit) continue;
    const amount = (upper ? toNumber(upper) : toNumber(first)) + (half ? 0.5 : 0);
    const seconds = Math.round(amount * unitFor(unit));
    if (seconds > 0) found.push({ label: label.trim(), seconds });
  }
  return found;
}

/** 90 → "1:30", 3725 → "1:02:05". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0
    ? `${String(hours)}:${pad(minutes)}:${pad(rest)}`
    : `${String(minutes)}:${pad(rest)}`;
}
