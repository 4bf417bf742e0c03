/**
 * `npm run sudoku -- <command> [args]`. Each command lives in its own file under sudoku-commands/ and exports
 * `{ summary, usage, run(args): Promise<number> }` (the exit code; see command.ts).
 */
import { reportFailure, type SudokuCommand } from "./command";
import { exitQuietlyWhenStdoutCloses } from "./stdout";

const commands: Record<string, () => Promise<{ command: SudokuCommand }>> = {
  solve: () => import("./sudoku-commands/solve"),
  generate: () => import("./sudoku-commands/generate"),
  grids: () => import("./sudoku-commands/grids"),
  encode: () => import("./sudoku-commands/encode"),
  explain: () => import("./sudoku-commands/explain"),
  grade: () => import("./sudoku-commands/grade"),
  practice: () => import("./sudoku-commands/practice"),
};

async function usage(): Promise<string> {
  const lines = ["usage: npm run sudoku -- <command> [args]", "", "commands:"];
  for (const [name, load] of Object.entries(commands)) {
    try {
      lines.push(`  ${name.padEnd(9)} ${(await load()).command.summary}`);
    } catch {
      lines.push(`  ${name.padEnd(9)} (not available)`);
    }
  }
  return lines.join("\n");
}

async function main(): Promise<number> {
  const [name, ...rest] = process.argv.slice(2);
  if (!name || name === "--help" || name === "-h" || name === "help") {
    console.log(await usage());
    return name ? 0 : 2;
  }
  const load = commands[name];
  if (!load) {
    console.error(`unknown command "${name}"\n\n${await usage()}`);
    return 2;
  }
  const { command } = await load();
  if (rest.includes("--help") || rest.includes("-h")) {
    console.log(command.usage);
    return 0;
  }
  return command.run(rest);
}

const TOP_USAGE = "usage: npm run sudoku -- <command> [args]   (npm run sudoku -- help lists the commands)";

// The commands report their own failures; this catches what escapes them, so no stack trace ever reaches the user.
exitQuietlyWhenStdoutCloses();
process.exitCode = await main().catch((error: unknown) => reportFailure(error, TOP_USAGE));
