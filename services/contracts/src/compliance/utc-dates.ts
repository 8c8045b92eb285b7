/** Calendar days in UTC, so a due date is the same day wherever the code runs. */

export const iso = (d: Date) => d.toISOString().slice(0, 10);
export const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
export const lastDayOf = (y: number, m: number) => utc(y, m + 1, 0);
export const dayOnly = (d: Date) => utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
