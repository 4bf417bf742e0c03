import { act, cleanup, render } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GameView } from "../../../web/components/game-view";
import { createGameModel, type GameModel } from "../../../web/state/game-model";
import { grid, PUZZLE_4, SOLUTION_4, values } from "../helpers";

afterEach(cleanup);

/** The 4×4 puzzle with every cell but r4c3 filled in, so one move finishes it. */
function nearlyDone(id: string): GameModel {
  const start = values(SOLUTION_4).map((v, i) => (i === 14 ? 0 : v));
  return createGameModel(grid(PUZZLE_4), { id, store: null, solution: values(SOLUTION_4), startProgress: { values: start } });
}

function finish(model: GameModel): void {
  act(() => {
    model.select(14);
    model.input(Number(SOLUTION_4[14]), "value");
  });
}

describe("GameView", () => {
  it("reports the finish of the model it shows now, after the page swapped in another puzzle's model", () => {
    const onFinish = vi.fn();
    const first = nearlyDone("first");
    const second = nearlyDone("second");
    const view = render(<GameView model={first} label="Game" onFinish={onFinish} />);
    view.rerender(<GameView model={second} label="Game" onFinish={onFinish} />);
    finish(second);
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish).toHaveBeenCalledWith(second);
    finish(first); // no longer shown: not reported
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it("does not report a puzzle that was already solved when it was opened", () => {
    const onFinish = vi.fn();
    const done = nearlyDone("done");
    finish(done);
    render(<GameView model={done} label="Game" onFinish={onFinish} />);
    expect(onFinish).not.toHaveBeenCalled();
  });
});
