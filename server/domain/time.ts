export function nowIso(): string {
  return new Date().toISOString();
}

export function hoursAgoIso(hours: number): string {
  return new Date(Date.now() - hours * 3_600_000).toISOString();
}
