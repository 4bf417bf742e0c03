import { describe, expect, it } from "vitest";
import { addDays, dayFromNumber, dayNumber, daysBetween, isCalendarDay, utcDay } from "../../worker/core/calendar";

const DAY_MS = 86_400_000;

/** The platform's own calendar, used here only as an independent oracle. */
const oracleDay = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

describe("calendar", () => {
  it("numbers every day from 1600 to 2400 exactly as the platform's UTC calendar does", () => {
    const first = Date.UTC(1600, 0, 1) / DAY_MS;
    const last = Date.UTC(2400, 11, 31) / DAY_MS;
    for (let n = first; n <= last; n++) {
      const day = oracleDay(n);
      if (dayFromNumber(n) !== day || dayNumber(day) !== n) {
        expect({ n, day: dayFromNumber(n), back: dayNumber(day) }).toEqual({ n, day, back: n });
      }
    }
    expect(dayNumber("1970-01-01")).toBe(0);
    expect(dayNumber("1969-12-31")).toBe(-1);
  });

  it("adds and subtracts days across months, leap days and years", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2100-02-28", 1)).toBe("2100-03-01");
    expect(addDays("2000-02-28", 1)).toBe("2000-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDays("2026-11-25", 0)).toBe("2026-11-25");
    expect(addDays("2026-01-01", 365)).toBe("2027-01-01");
    expect(daysBetween("2026-01-01", "2026-12-31")).toBe(364);
    expect(daysBetween("2026-01-10", "2026-01-09")).toBe(-1);
    expect(daysBetween("2028-02-01", "2028-03-01")).toBe(29);
  });

  it("accepts only real days written YYYY-MM-DD", () => {
    for (const good of ["2026-02-28", "2028-02-29", "2000-02-29", "0000-01-01", "9999-12-31", "2026-04-30"]) expect(isCalendarDay(good), good).toBe(true);
    for (const bad of ["2026-02-29", "2100-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00", "26-1-1", "2026-1-01", "2026-01-01T00:00", " 2026-01-01", "", "abcd-ef-gh"]) {
      expect(isCalendarDay(bad), bad).toBe(false);
    }
    expect(() => dayNumber("2026-02-30")).toThrow(RangeError);
    expect(() => dayFromNumber(1.5)).toThrow(RangeError);
    expect(() => addDays("9999-12-31", 1)).toThrow(RangeError);
  });

  it("turns an instant into its UTC day, including the last millisecond and instants before 1970", () => {
    expect(utcDay(Date.UTC(2026, 4, 1, 23, 59, 59, 999))).toBe("2026-05-01");
    expect(utcDay(Date.UTC(2026, 4, 2))).toBe("2026-05-02");
    expect(utcDay(-1)).toBe("1969-12-31");
    for (let ms = -5e11; ms < 5e12; ms += 7_777_777_777) expect(utcDay(ms)).toBe(new Date(ms).toISOString().slice(0, 10));
  });
});
