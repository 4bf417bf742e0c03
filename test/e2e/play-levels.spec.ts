import { expect, test } from "./fixtures";

/** The level names offered; waits for the page (loaded on demand) to draw the list, since allTextContents does not. */
async function levelsOf(page: import("@playwright/test").Page): Promise<string[]> {
  const select = page.getByRole("combobox", { name: "Difficulty" });
  await expect(select.locator("option").first()).toBeAttached();
  return select.locator("option").allTextContents();
}

test("the play page offers the levels each size generates, and 6×6 medium, 8×8 extreme, 16×16 and 25×25 hard puzzles arrive", async ({ page }) => {
  await page.goto("/play?size=9&d=expert&seed=levels");
  expect(await levelsOf(page)).toEqual(["easy", "medium", "hard", "expert", "extreme"]);
  // A 6×6 is offered up to expert (extreme is too rare on so small a grid); a medium one names the technique it needs.
  await page.goto("/play?size=6&d=medium&seed=levels");
  expect(await levelsOf(page)).toEqual(["easy", "medium", "hard", "expert"]);
  await expect(page.getByRole("combobox", { name: "Difficulty" })).toHaveValue("medium");
  await expect(page.getByText(/graded medium \(hardest step: /)).toBeVisible({ timeout: 30_000 });
  await page.goto("/play?size=8&d=extreme&seed=levels");
  expect(await levelsOf(page)).toEqual(["easy", "medium", "hard", "expert", "extreme"]);
  await expect(page.getByText(/graded extreme \(hardest step: /)).toBeVisible({ timeout: 30_000 });
  await page.goto("/play?size=16&d=hard&seed=levels");
  expect(await levelsOf(page)).toEqual(["easy", "medium", "hard", "expert", "extreme"]);
  await expect(page.getByRole("combobox", { name: "Difficulty" })).toHaveValue("hard");
  await expect(page.getByText("Generating a 16×16 hard puzzle")).toBeHidden({ timeout: 60_000 });
  await page.getByRole("combobox", { name: "Size" }).selectOption("25");
  // Expert is made in the browser (play-browser-made.spec.ts); the API's own levels stop at hard.
  expect(await levelsOf(page)).toEqual(["easy", "medium", "hard", "expert (made in this browser)"]);
  // 25x25 offers hard too, so the level is kept, and the puzzle arrives within the API's default budget.
  await expect(page.getByRole("combobox", { name: "Difficulty" })).toHaveValue("hard");
  const loading = page.getByText("Generating a 25×25 hard puzzle");
  await expect(loading).toBeVisible();
  await expect(loading).toBeHidden({ timeout: 60_000 });
  await expect(page.getByRole("alert")).toHaveCount(0);
  // A 4×4 offers easy only: the address says the level the select shows, not the one asked of the bigger board.
  await page.getByRole("combobox", { name: "Size" }).selectOption("4");
  await expect(page.getByRole("combobox", { name: "Difficulty" })).toHaveValue("easy");
  await expect(page).toHaveURL(/\/play\?size=4&d=easy&seed=/);
});

test("a play link with a size or level the page does not offer has its address put right to what is played", async ({ page }) => {
  await page.goto("/play?size=7&d=easy&seed=mended&timer=off");
  await expect(page).toHaveURL(/\/play\?size=9&d=easy&seed=mended&timer=off$/);
  await expect(page.getByRole("combobox", { name: "Size" })).toHaveValue("9");
  await page.goto("/play?size=4&d=extreme&seed=mended");
  await expect(page).toHaveURL(/\/play\?size=4&d=easy&seed=mended$/);
  await page.goto("/play?variant=killer&size=9&d=nonsense&seed=mended");
  await expect(page).toHaveURL(/\/play\?variant=killer&seed=mended$/);
});
