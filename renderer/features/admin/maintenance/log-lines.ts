/** Pino's numeric levels by name (https://getpino.io/#/docs/api?id=levels). */
export const logLevels = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
export type LogLevel = keyof typeof logLevels;

export interface LogLine {
  /** The raw line, as the key and for lines that are not JSON. */
  raw: string;
  level: LogLevel | null;
  levelValue: number;
  time: string | null;
  message: string;
  /** The other fields, as `key=value` text. */
  details: string;
}

/** Highest first, so the first level at or below a value names it. */
const descending = (Object.entries(logLevels) as [LogLevel, number][]).reverse();

function levelName(value: number): LogLevel | null {
  return descending.find(([, at]) => value >= at)?.[0] ?? null;
}

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Reads one structured log line; anything that is not a JSON object is shown as it is. */
export function readLogLine(raw: string): LogLine {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { raw, level: null, levelValue: 0, time: null, message: raw, details: '' };
  }
  const { level, time, msg, ...rest } = parsed as Record<string, unknown>;
  const levelValue = typeof level === 'number' ? level : 0;
  return {
    raw,
    level: levelName(levelValue),
    levelValue,
    time: typeof time === 'string' ? time : null,
    message: typeof msg === 'string' ? msg : '',
    details: Object.entries(rest)
      .map(([key, value]) => `${key}=${show(value)}`)
      .join(' '),
  };
}
