/**
 * The CLI's standard output when it is a pipe: its reader may be slower than the writer (wait for it) or go away
 * early (`… | head`: stop quietly, no stack trace).
 */

/** Whether the reader of stdout has gone away (`… | head` has what it wanted): a long loop of output may stop. */
export function stdoutClosed(): boolean {
  return process.stdout.errored != null || process.stdout.destroyed;
}

/**
 * Writes to stdout, waiting while a pipe's reader is behind (writeSync on a full pipe fails with EAGAIN); false when
 * the reader has gone away.
 */
export async function writeStdout(chunk: Uint8Array): Promise<boolean> {
  if (stdoutClosed()) return false;
  if (!process.stdout.write(chunk)) {
    await new Promise<void>((resolve) => {
      const done = () => {
        process.stdout.off("drain", done);
        process.stdout.off("close", done);
        process.stdout.off("error", done);
        resolve();
      };
      process.stdout.on("drain", done).on("close", done).on("error", done);
    });
  }
  return !stdoutClosed();
}

/**
 * Ends the process quietly when the reader of stdout goes away (`… | head`): what was asked for has been read, and
 * Node's default is a stack trace for an unhandled EPIPE.
 */
export function exitQuietlyWhenStdoutCloses(): void {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(process.exitCode ?? 0);
  });
}
