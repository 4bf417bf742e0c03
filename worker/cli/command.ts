/**
 * What a `npm run sudoku -- <command>` is, and the one place that turns its failures into exit codes:
 * a bad flag or value → the message, the usage and exit 2; a file that cannot be read or written → one line
 * naming it and exit 1; anything unexpected → one line and exit 1 (a bug, but never a stack trace for the user).
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { fieldMeant } from "../http/field-meant";
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

/** How `--name` is written in the usage text ("--count N"), so that a missing value can be shown in place. */
function spelledInUsage(name: string, usage: string): string {
  const found = new RegExp(`--${name}[ =]([^\\s\\]|)]+)`).exec(usage);
  return found ? ` (--${name} ${found[1]})` : "";
}

/**
 * Node's parseArgs with usage errors in the CLIs' own words (node's are long, and call "--seed -5" ambiguous).
 * A value may follow its option as the next argument even when it starts with "-" (seeds are any text; "-"
 * names standard input), so only an argument starting with "--" counts as a missing value.
 */
export function parseCliArgs<T extends ParseArgsConfig & { args: string[] }>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  const options = config.options ?? {};
  const flags: string[] = [];
  const positionals: string[] = [];
  for (let i = 0; i < config.args.length; i++) {
    const arg = config.args[i];
    if (arg === "--") {
      positionals.push(...config.args.slice(i + 1));
      break;
    }
    if (!arg.startsWith("-") || arg === "-") {
      positionals.push(arg);
      continue;
    }
    const equals = arg.indexOf("=");
    const written = equals < 0 ? arg : arg.slice(0, equals);
    const name = written.replace(/^--?/, "");
    const spec = written.startsWith("--") && Object.hasOwn(options, name) ? options[name] : undefined;
    if (!spec) {
      const meant = fieldMeant(name, Object.keys(options));
      throw new UsageError(`unknown option ${written}${meant ? `; did you mean --${meant}?` : ""}`);
    }
    if (spec.type === "boolean") {
      if (equals >= 0) throw new UsageError(`--${name} takes no value (got "${arg}")`);
      flags.push(arg);
    } else if (equals >= 0) flags.push(arg);
    else {
      const value = config.args[i + 1];
      if (value === undefined || value.startsWith("--")) throw new UsageError(`--${name} takes a value${spelledInUsage(name, usage)}`);
      flags.push(`--${name}=${value}`);
      i++;
    }
  }
  if (positionals.length > 0 && !config.allowPositionals) throw new UsageError(`unexpected argument "${positionals[0]}": only options are taken here`);
  return parseArgs({ ...config, args: [...flags, "--", ...positionals], strict: true }) as ReturnType<typeof parseArgs<T>>;
}

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
