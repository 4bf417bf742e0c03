/**
 * The variant widget when its host changes attributes after mount: a new puzzle never plays with the old one's
 * answer, and the widget's message follows the attributes it has now, not the ones it was mounted with.
 */
import { readFileSync } from "node:fs";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VariantWidget } from "../../../web/widget/variant-widget";
import { inWidget, mountHost, patchShadowFocus, unmountHosts } from "./hosts";

interface Published {
  name: string;
  solution: string;
  fpuzzles: unknown;
}
const published = JSON.parse(readFileSync("test/fixtures/variants/published.json", "utf8")) as Published[];
const byName = (name: string): Published => published.find((p) => p.name.startsWith(name))!;
const KILLER = byName("Killer");
const THERMO = byName("Thermo");

const ORIGIN = "https://s.example";

/** Answers to /api/solve, handed out by the test in any order; each request is kept with the puzzle it asked about. */
interface PendingSolve {
  title: string;
  answer: (solution: string) => Promise<void>;
}
let solves: PendingSolve[] = [];

beforeEach(() => {
  solves = [];
  localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn((_url: string, init?: RequestInit) => {
      const { fpuzzles } = JSON.parse(String(init?.body)) as { fpuzzles: string };
      return new Promise<Response>((resolve) => {
        solves.push({
          title: (JSON.parse(fpuzzles) as { title: string }).title,
          answer: async (solution) => {
            resolve(new Response(JSON.stringify({ status: "unique", solution })));
            // The widget reads the body, then renders: let both happen.
            await act(async () => new Promise((r) => setTimeout(r, 0)));
          },
        });
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  unmountHosts();
  vi.unstubAllGlobals();
});

patchShadowFocus();

const text = (p: Published) => JSON.stringify(p.fpuzzles);
const widget = (props: { variant: string; theme?: string }) => <VariantWidget source={{ variant: props.variant }} api={ORIGIN} theme={props.theme} scriptOrigin={ORIGIN} />;
const cells = () => screen.queryAllByRole("gridcell");
const alert = () => screen.queryByRole("alert")?.textContent ?? null;

async function revealFirstCell(): Promise<string> {
  fireEvent.pointerDown(screen.getByRole("gridcell", { name: /^row 1, column 1,/ }));
  fireEvent.click(screen.getByRole("button", { name: "Reveal cell" }));
  return screen.getByRole("gridcell", { name: /^row 1, column 1,/ }).getAttribute("aria-label")!;
}

describe("a variant widget whose variant attribute changes", () => {
  it("waits for the new puzzle's own answer, and never plays the new board with the old solution", async () => {
    const view = render(widget({ variant: text(KILLER) }));
    await waitFor(() => expect(solves).toHaveLength(1));
    await solves[0].answer(KILLER.solution);
    expect(cells()).toHaveLength(81);

    view.rerender(widget({ variant: text(THERMO) }));
    await waitFor(() => expect(solves).toHaveLength(2));
    // Until the thermo's answer comes, there is no board to play (as on a first load).
    expect(cells()).toHaveLength(0);
    expect(screen.getByRole("status").textContent).toBe("Loading the puzzle…");

    await solves[1].answer(THERMO.solution);
    expect(await revealFirstCell()).toBe(`row 1, column 1, ${THERMO.solution[0]}`);
    expect(screen.getByText(/^Mistakes:/).textContent).toBe("Mistakes: 0");
  });

  it("ignores an answer about the old puzzle that arrives after the new one's", async () => {
    const view = render(widget({ variant: text(KILLER) }));
    await waitFor(() => expect(solves).toHaveLength(1));
    view.rerender(widget({ variant: text(THERMO) }));
    await waitFor(() => expect(solves).toHaveLength(2));
    expect(solves.map((s) => s.title)).toEqual([KILLER.name, THERMO.name]);

    await solves[1].answer(THERMO.solution);
    await solves[0].answer(KILLER.solution);
    expect(await revealFirstCell()).toBe(`row 1, column 1, ${THERMO.solution[0]}`);
  });

  it("says a variant set after load cannot be read, as it does when the bad value is there from the start", async () => {
    const view = render(widget({ variant: text(KILLER) }));
    await waitFor(() => expect(solves).toHaveLength(1));
    view.rerender(widget({ variant: "garbage" }));
    await waitFor(() => expect(alert()).toMatch(/^This variant puzzle cannot be read: /));
    expect(screen.queryByText("Loading the puzzle…")).toBeNull();

    render(widget({ variant: "garbage" }));
    const first = screen.getAllByRole("alert").map((a) => a.textContent);
    expect(first[0]).toBe(first[1]);
  });

  it("drops the error once the variant becomes readable", async () => {
    const view = render(widget({ variant: "garbage" }));
    expect(alert()).toMatch(/^This variant puzzle cannot be read: /);
    view.rerender(widget({ variant: text(THERMO) }));
    await waitFor(() => expect(solves).toHaveLength(1));
    expect(alert()).toBeNull();
    await solves[0].answer(THERMO.solution);
    expect(cells()).toHaveLength(81);
  });
});

describe("a variant widget whose theme attribute changes", () => {
  it("says a bad theme set after load, and drops the message once the theme is good again", async () => {
    const view = render(widget({ variant: text(THERMO), theme: "nope" }));
    expect(alert()).toBe('The theme attribute is "nope"; use one of auto, light, dark.');
    view.rerender(widget({ variant: text(THERMO), theme: "dark" }));
    expect(alert()).toBeNull();
    await waitFor(() => expect(solves).toHaveLength(1));
    await solves[0].answer(THERMO.solution);
    expect(cells()).toHaveLength(81);

    view.rerender(widget({ variant: text(THERMO), theme: "purple" }));
    expect(alert()).toBe('The theme attribute is "purple"; use one of auto, light, dark.');
    expect(cells()).toHaveLength(0);
  });
});

describe("a variant widget's host page", () => {
  it("hears every move, the final position before solved, as from a classic widget", async () => {
    const heard: { type: string; filled?: number }[] = [];
    const listen = (e: Event) => heard.push({ type: e.type, filled: ((e as CustomEvent).detail as { filled?: number }).filled });
    document.addEventListener("progress", listen);
    document.addEventListener("solved", listen);
    vi.stubGlobal("confirm", () => true);
    try {
      render(widget({ variant: text(THERMO) }));
      await waitFor(() => expect(solves).toHaveLength(1));
      await solves[0].answer(THERMO.solution);
      fireEvent.click(screen.getByRole("button", { name: "Reveal all" }));
      await waitFor(() => expect(heard.map((e) => e.type)).toEqual(["progress", "solved"]));
      expect(heard[0].filled).toBe(81);
    } finally {
      document.removeEventListener("progress", listen);
      document.removeEventListener("solved", listen);
    }
  });

  it("keeps two widgets of one variant in two saved games", async () => {
    const attributes = { variant: text(THERMO), api: ORIGIN };
    const hosts = [mountHost(attributes, widget(attributes)), mountHost(attributes, widget(attributes))];
    await waitFor(() => expect(solves).toHaveLength(2));
    for (const solve of solves) await solve.answer(THERMO.solution);
    for (const host of hosts) expect(inWidget(host).getAllByRole("gridcell")).toHaveLength(81);
    const keys = Object.keys(localStorage).filter((key) => key.startsWith("sat-sudoku-widget:variant:sudoku:game:"));
    expect(keys).toHaveLength(2);
    expect(keys.some((key) => key.endsWith("#2"))).toBe(true);
  });
});
