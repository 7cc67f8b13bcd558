/** An instant as `<input type="datetime-local">` writes it (YYYY-MM-DDTHH:mm), in local time. */
export function localDateTime(iso: string): string {
  const moment = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${String(moment.getFullYear())}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
  return `${date}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/** The field's local time back as a UTC instant; `null` while the field is incomplete. */
export function instantOf(local: string): string | null {
  const moment = new Date(local);
  return local && !Number.isNaN(moment.getTime()) ? moment.toISOString() : null;
}
