/** A day as `<input type="date">` writes it (YYYY-MM-DD), in local time. */
export function localDate(moment: Date): string {
  const month = String(moment.getMonth() + 1).padStart(2, '0');
  const day = String(moment.getDate()).padStart(2, '0');
  return `${String(moment.getFullYear())}-${month}-${day}`;
}

/**
 * When a meal made on `date` happened: now for today, local noon for another day (so the day
 * stays the same in UTC for every time zone within twelve hours of it).
 */
export function madeTimestamp(date: string, now: Date): string {
  if (date === localDate(now)) return now.toISOString();
  return new Date(`${date}T12:00:00`).toISOString();
}
