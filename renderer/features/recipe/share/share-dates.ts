/** Spec §9: a share link lasts 30 days from today unless the sharer picks another date. */
const defaultShareDays = 30;

export function defaultShareExpiry(today: Date = new Date()): string {
  const date = new Date(today);
  date.setDate(date.getDate() + defaultShareDays);
  return toDateInput(date);
}

/** `yyyy-mm-dd` in local time, the value of a date input. */
export function toDateInput(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The end of the chosen local day, so a link made "until the 5th" still works on the 5th. */
export function expiryFromDateInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
  return Number.isNaN(date.getTime()) ? null : date;
}
