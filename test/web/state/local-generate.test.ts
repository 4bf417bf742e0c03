import { describe, expect, it } from "vitest";
import type { GenerateResponse } from "../../../worker/core/api";
import { classicGenerateAnswer } from "../../../worker/core/sudoku/generate-answer";
import { generateHere } from "../../../web/state/generate-here";
import { generateInBrowser, type GenerateWorker, type LocalGenerateMessage, type LocalGenerateReply, type LocalGenerateRequest } from "../../../web/state/local-generate";
import { FakeWorker } from "./fake-solve-worker";

/** A stand-in for the generating Web Worker. */
class FakeGenerateWorker extends FakeWorker<LocalGenerateRequest, LocalGenerateMessage> implements GenerateWorker {}

const REQUEST: LocalGenerateRequest = { size: 4, level: "easy", seed: "here", symmetry: "rotational", work: 5_000_000, attempts: 2 };
const answer = (puzzle: string): GenerateResponse => ({ puzzle, size: 4, difficulty: "easy", symmetry: "rotational", seed: "here", clues: 4, grade: classicGenerateAnswer(REQUEST).grade, work: 1 });

describe("generateHere (what the worker runs)", () => {
  it("answers as the API would for the same request, with the time the clock saw", () => {
    let t = 100;
    const reply = generateHere(REQUEST, () => (t += 7));
    expect(reply).toEqual({ ok: true, answer: classicGenerateAnswer(REQUEST), ms: 7 });
  });

  it("reports each attempt as it starts, numbered from 1 up to the attempts asked for", () => {
    // 4x4 expert is out of reach (a 4x4 needs at most singles), so every attempt is made.
    const request: LocalGenerateRequest = { ...REQUEST, level: "expert", attempts: 5 };
    const heard: { attempt: number; maxAttempts: number }[] = [];
    const reply = generateHere(request, () => 0, (progress) => heard.push(progress));
    expect(reply.ok).toBe(true);
    expect(heard).toEqual([1, 2, 3, 4, 5].map((attempt) => ({ attempt, maxAttempts: 5 })));
    // Reporting changes nothing of the answer.
    expect(reply).toEqual(generateHere(request, () => 0));
  });

  it("turns a generator error into a failure that says so", () => {
    const reply = generateHere({ ...REQUEST, size: 6 }, () => 0);
    expect(reply.ok).toBe(false);
    if (!reply.ok) expect(reply.message).toMatch(/^The generator failed: .*not 6/);
  });
});

describe("generateInBrowser", () => {
  it("sends the request to a new worker, settles with its reply and ends the worker", async () => {
    const worker = new FakeGenerateWorker();
    const job = generateInBrowser(REQUEST, () => worker);
    expect(worker.requests).toEqual([REQUEST]);
    const reply: LocalGenerateReply = { ok: true, answer: answer("1..."), ms: 12 };
    worker.reply(reply);
    expect(await job.result).toEqual(reply);
    expect(worker.terminated).toBe(true);
  });

  it("passes each attempt's start on while the job is live, and none after stop", async () => {
    const worker = new FakeGenerateWorker();
    const heard: { attempt: number; maxAttempts: number }[] = [];
    const job = generateInBrowser(REQUEST, () => worker, (progress) => heard.push(progress));
    worker.reply({ progress: { attempt: 1, maxAttempts: 16 } });
    worker.reply({ progress: { attempt: 2, maxAttempts: 16 } });
    expect(heard).toEqual([{ attempt: 1, maxAttempts: 16 }, { attempt: 2, maxAttempts: 16 }]);
    expect(worker.terminated).toBe(false);
    job.stop();
    worker.reply({ progress: { attempt: 3, maxAttempts: 16 } });
    expect(heard).toHaveLength(2);
  });

  it("drops a reply that comes after stop, so a late puzzle never replaces the one asked for next", async () => {
    const worker = new FakeGenerateWorker();
    const job = generateInBrowser(REQUEST, () => worker);
    job.stop();
    expect(worker.terminated).toBe(true);
    worker.reply({ ok: true, answer: answer("2..."), ms: 3 });
    const settled = await Promise.race([job.result.then(() => "settled"), new Promise((resolve) => setTimeout(() => resolve("pending"), 20))]);
    expect(settled).toBe("pending");
  });

  it("says the code could not be loaded when the worker fails to start", async () => {
    const worker = new FakeGenerateWorker();
    const job = generateInBrowser(REQUEST, () => worker);
    const event = new Event("error", { cancelable: true });
    worker.onerror?.(event);
    expect(event.defaultPrevented).toBe(true);
    const reply = await job.result;
    expect(reply).toEqual({ ok: false, message: expect.stringContaining("could not be loaded in this browser") });
    expect(worker.terminated).toBe(true);
  });
});
