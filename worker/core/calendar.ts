/**
 * Calendar days as "YYYY-MM-DD" strings in the proleptic Gregorian calendar (UTC), with integer arithmetic only:
 * a day is turned into its number of days since 1970-01-01 and back. No `Date`, so the core stays pure and the
 * Worker, the cron and the web all count days the same way. Years 0000..9999 (the four-digit form).
 */

const DAY_MS = 86_400_000;
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Days since 1970-01-01 of a year/month/day. Counting from March 1 puts the leap day last in the "year", so every
 * month before it has a fixed length and a year's start is a sum of whole 400-, 100-, 4- and 1-year spans.
 */
function toDayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const monthFromMarch = (month + 9) % 12;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function fromDayNumber(n: number): { year: number; month: number; day: number } {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const pad = (n: number, width: number): string => String(n).padStart(width, "0");

/** True for a real calendar day written YYYY-MM-DD (rejects 2026-02-30 and 2026-13-01). */
export function isCalendarDay(text: string): boolean {
  const m = DAY_TEXT.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Days since 1970-01-01 (negative before). The day must pass isCalendarDay; anything else is a caller's bug. */
export function dayNumber(day: string): number {
  if (!isCalendarDay(day)) throw new RangeError(`${day} is not a calendar day (YYYY-MM-DD)`);
  return toDayNumber(Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10)));
}

/** The day with that number (days since 1970-01-01). */
export function dayFromNumber(n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`day number ${n} is not an integer`);
  const { year, month, day } = fromDayNumber(n);
  if (year < 0 || year > 9999) throw new RangeError(`day number ${n} is outside the years 0000..9999`);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The calendar day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  return dayFromNumber(dayNumber(day) + n);
}

/** How many days `to` is after `from` (0 for the same day, negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The UTC day of an instant given in epoch milliseconds (the only way a clock reading becomes a day). */
export function utcDay(epochMs: number): string {
  return dayFromNumber(Math.floor(epochMs / DAY_MS));
}
