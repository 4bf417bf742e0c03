/** Every solved 4x4 grid (there are 288), by plain backtracking that shares nothing with the engine. */
function allSolved4x4(): Uint8Array[] {
  const out: Uint8Array[] = [];
  const cells = new Uint8Array(16);
  const fits = (i: number, v: number) => {
    const r = i >> 2, c = i & 3;
    for (let k = 0; k < 4; k++) if (cells[r * 4 + k] === v || cells[k * 4 + c] === v) return false;
    const br = r & 2, bc = c & 2;
    for (let dr = 0; dr < 2; dr++) for (let dc = 0; dc < 2; dc++) if (cells[(br + dr) * 4 + bc + dc] === v) return false;
    return true;
  };
  const fill = (i: number): void => {
    if (i === 16) {
      out.push(cells.slice());
      return;
    }
    for (let v = 1; v <= 4; v++) {
      if (!fits(i, v)) continue;
      cells[i] = v;
      fill(i + 1);
      cells[i] = 0;
    }
  };
  fill(0);
  return out;
}

export const SOLVED_4X4 = allSolved4x4();

/** The solved 4x4 grids that keep every given of `puzzle`. */
export const bruteSolutions = (puzzle: Uint8Array): Uint8Array[] =>
  SOLVED_4X4.filter((s) => puzzle.every((v, i) => v === 0 || s[i] === v));
