/**
 * What a `npm run sudoku -- <command>` is, and the one place that turns its failures into exit codes:
 * a bad flag or value → the message, the usage and exit 2; a file that cannot be read or written → one line
 * naming it and exit 1; anything unexpected → one line and exit 1 (a bug, but never a stack trace for the user).
 */
import { CliFileError } from "./files";

export interface SudokuCommand {
  summary: string;
  usage: string;
  /** Resolves to the exit code; never rejects. */
  run(args: string[]): Promise<number>;
}

/** Bad usage: a flag that does not exist, a missing or malformed value, or one out of range. */
export class UsageError extends Error {
  override name = "UsageError";
}

const oneLine = (text: string): string => text.split("\n")[0];

/** Prints a failure as the user should see it and returns its exit code. */
export function reportFailure(error: unknown, usage: string): number {
  const code = (error as { code?: unknown }).code;
  if (error instanceof UsageError || (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS"))) {
    console.error(`error: ${oneLine((error as Error).message)}\n\n${usage}`);
    return 2;
  }
  if (error instanceof CliFileError) {
    console.error(`error: ${error.message}`);
    return 1;
  }
  console.error(`error: unexpected failure: ${oneLine(error instanceof Error ? error.message : String(error))}`);
  return 1;
}

export function defineCommand(spec: SudokuCommand): SudokuCommand {
  return {
    ...spec,
    async run(args) {
      try {
        return await spec.run(args);
      } catch (error) {
        return reportFailure(error, spec.usage);
      }
    },
  };
}

interface NumberRule {
  min: number;
  max: number;
  integer?: boolean;
}

/**
 * A flag's numeric value: plain decimal digits only (no "", "abc", "1e3", "0x10", "-1" or "Infinity"), within
 * [min, max]; undefined when the flag was not given.
 */
export function numberFlag(name: string, raw: string | undefined, rule: NumberRule): number | undefined {
  if (raw === undefined) return undefined;
  const pattern = rule.integer ? /^\d+$/ : /^\d+(\.\d+)?$/;
  const kind = rule.integer ? "an integer" : "a number";
  if (!pattern.test(raw)) throw new UsageError(`${name} takes ${kind} from ${rule.min} to ${rule.max}, got "${raw}"`);
  const value = Number(raw);
  if (value < rule.min || value > rule.max) throw new UsageError(`${name} must be from ${rule.min} to ${rule.max}, got ${raw}`);
  return value;
}

/** Longest work budget a CLI run may ask for: a day of CPU. */
export const MAX_BUDGET_MS = 86_400_000;
/** Seeds are 32-bit. */
export const MAX_SEED = 4_294_967_295;
