import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import type { PracticeResponse } from "../../../worker/core/api";
import { api, type Api, type ApiResult } from "../../../web/api/client";
import { ApiContext } from "../../../web/api/context";
import { PracticeButton } from "../../../web/components/practice-button";
import { PracticeNote } from "../../../web/components/practice-note";
import { TECHNIQUE_EXAMPLES } from "../../../web/pages/learn-examples";

afterEach(cleanup);

const base = { technique: "x-wing", name: "X-Wing", level: "hard", seed: "s", attempts: 3, work: 100 } as const;

/** The real client with `practice` answered here, recording the techniques asked for. */
function standIn(answer: Awaited<ApiResult<PracticeResponse>>, asked: string[]): Api {
  return { ...api, practice: async (technique: string) => (asked.push(technique), answer) } as Api;
}

function renderButton(answer: Awaited<ApiResult<PracticeResponse>>) {
  const asked: string[] = [];
  const opened: string[] = [];
  render(
    <ApiContext.Provider value={standIn(answer, asked)}>
      <PracticeButton technique="x-wing" label="Practise X-Wing on a new board" open={(link) => opened.push(link)} />
    </ApiContext.Provider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Practise X-Wing on a new board" }));
  return { asked, opened };
}

describe("PracticeButton", () => {
  it("asks for a board where the technique is the easiest step and opens it, with what to practise", async () => {
    const { puzzle, position } = TECHNIQUE_EXAMPLES["x-wing"];
    const { asked, opened } = renderButton({ ok: true, value: { ...base, status: "found", puzzle, position, answer: "X-Wing on 2: …" } });
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(asked).toEqual(["x-wing"]);
    expect(opened[0]).toMatch(new RegExp(`^/p/${puzzle.replaceAll(".", "\\.")}\\?practice=x-wing#e=`));
  });

  it("says so when the budget ran out first, and stays on the page", async () => {
    const { opened } = renderButton({ ok: true, value: { ...base, status: "unknown", note: "None of the 40 puzzles generated within the budget needed an X-Wing; ask again." } });
    await screen.findByText(/None of the 40 puzzles .* Press the button again to try another\./);
    expect(opened).toEqual([]);
    expect(screen.getByRole("button", { name: "Practise X-Wing on a new board" })).toHaveProperty("disabled", false);
  });

  it("says why when the server cannot be reached", async () => {
    const { opened } = renderButton({ ok: false, error: { kind: "network", message: "Could not reach the server. Are you offline?" } });
    await screen.findByText("No board: Could not reach the server. Are you offline?");
    expect(opened).toEqual([]);
  });
});

describe("PracticeNote", () => {
  it("names the technique to find, links its lesson and offers another board", () => {
    const { container, unmount } = render(<PracticeNote technique="simple-colouring" />);
    // A mass noun takes no article; an X-Wing takes "an".
    expect(container.textContent).toMatch(/^Practice: the easiest step on this board is simple colouring\. /);
    screen.getByText("simple colouring");
    expect(screen.getByRole("link", { name: "How simple colouring works" }).getAttribute("href")).toBe("/learn#simple-colouring");
    screen.getByRole("button", { name: "Another board" });
    unmount();
    expect(render(<PracticeNote technique="x-wing" />).container.textContent).toMatch(/^Practice: the easiest step on this board is an X-Wing\. /);
  });
});
