/**
 * Labels of the person's calendar days. The days are already theirs ('YYYY-MM-DD' in their zone,
 * from the server), so they are formatted as UTC dates: formatting them in the browser's zone
 * would move a day for anyone west of Greenwich.
 */
const short = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

export const shortDay = (day: string): string => short.format(asDate(day));
export const longDay = (day: string): string => long.format(asDate(day));
