import { expect, test } from "./fixtures";
import { waitForBoard } from "./helpers";

test("the play page generates variants from their seeds, 9×9 and 6×6, explains their rules, and goes back to classic", async ({ page }) => {
  await page.goto("/play?size=9&d=easy&seed=rules");
  await waitForBoard(page);
  await page.getByRole("combobox", { name: "Rules" }).selectOption("killer");
  // The classic level chosen carries over, and is aimed at; "any level" takes the seed's first puzzle as it rates.
  await expect(page).toHaveURL(/\/play\?variant=killer&d=easy&seed=\w+$/);
  await page.getByRole("combobox", { name: "Difficulty" }).selectOption("");
  await expect(page).toHaveURL(/\/play\?variant=killer&seed=\w+$/);
  const rules = page.getByRole("group", { name: "Variant rules" });
  await expect(rules.getByRole("img", { name: /^killer cage \d+ at r\d+c\d+/ }).first()).toBeAttached({ timeout: 30_000 });
  // A variant is rated at any level unless one is chosen; its sizes are the variant generator's.
  await expect(page.getByRole("combobox", { name: "Difficulty" })).toHaveValue("");
  // The levels a 9×9 killer reaches reliably: its cages alone rarely make it expert.
  await expect(page.getByRole("combobox", { name: "Difficulty" }).locator("option")).toHaveText(["any level", "easy", "medium", "hard"]);
  await expect(page.getByRole("combobox", { name: "Size" }).locator("option")).toHaveText(["4×4", "6×6", "9×9"]);
  await page.locator("summary", { hasText: /^Rules \(\d+\)$/ }).click();
  await expect(page.getByText("Killer cage: digits in a dashed cage do not repeat, and add up to its small number.")).toBeVisible();
  await expect(page.getByText(/rated (easy|medium|hard|expert|extreme) by search effort/)).toBeVisible();

  // The seed is in the address: the same address makes the same puzzle, cage for cage.
  const cages = await rules.getByRole("img").evaluateAll((gs) => gs.map((g) => g.getAttribute("aria-label")));
  await page.reload();
  await expect(rules.getByRole("img").first()).toBeAttached({ timeout: 30_000 });
  expect(await rules.getByRole("img").evaluateAll((gs) => gs.map((g) => g.getAttribute("aria-label")))).toEqual(cages);

  // A sandwich puzzle: every row's and column's clue, drawn outside the grid, with a sentence that says the rule.
  await page.getByRole("combobox", { name: "Rules" }).selectOption("sandwich");
  await expect(rules.getByRole("img", { name: /^sandwich \d+ in column 9$/ })).toBeAttached({ timeout: 30_000 });
  await page.locator("summary", { hasText: /^Rules \(\d+\)$/ }).click();
  await expect(page.getByText("Sandwich: the digits between the 1 and the 9 of a row or column add up to the clue beside it.")).toBeVisible();
  await page.getByRole("combobox", { name: "Rules" }).selectOption("jigsaw");
  await expect(page.getByRole("img", { name: "irregular regions (jigsaw)" })).toBeAttached({ timeout: 30_000 });
  // A 6×6 whispers puzzle: the size in the address, six digits on the pad, lines drawn.
  await page.getByRole("combobox", { name: "Rules" }).selectOption("whispers");
  await page.getByRole("combobox", { name: "Size" }).selectOption("6");
  await expect(page).toHaveURL(/\/play\?variant=whispers&size=6&seed=\w+$/);
  await expect(rules.getByRole("img", { name: /^whispers line \(difference 3 or more\)/ }).first()).toBeAttached({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Enter 6" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Enter 7" })).toHaveCount(0);
  // A chosen level goes into the address and is aimed at.
  await page.getByRole("combobox", { name: "Difficulty" }).selectOption("easy");
  await expect(page).toHaveURL(/\/play\?variant=whispers&size=6&d=easy&seed=\w+$/);
  await expect(page.getByText(/rated easy by search effort/)).toBeVisible({ timeout: 30_000 });
  // Entropic lines need thirds, so 4×4 is not offered for them; a 6×6 stays 6×6.
  await page.getByRole("combobox", { name: "Rules" }).selectOption("entropic");
  await expect(page.getByRole("combobox", { name: "Size" }).locator("option")).toHaveText(["6×6", "9×9"]);
  await expect(page).toHaveURL(/\/play\?variant=entropic&size=6&d=easy&seed=\w+$/);
  // Classic rules keep the 6×6 (2×3 boxes, no lines); from 9×9 the board is the classic one.
  await page.getByRole("combobox", { name: "Rules" }).selectOption("classic");
  await expect(page).toHaveURL(/\/play\?size=6&d=easy&seed=\w+$/);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("6×6 Sudoku");
  await expect(page.getByRole("group", { name: "Variant rules" })).toHaveCount(0);
  await page.getByRole("combobox", { name: "Size" }).selectOption("9");
  await expect(page).toHaveURL(/\/play\?size=9&d=\w+&seed=\w+$/);
  await expect(page.getByRole("combobox", { name: "Difficulty" })).toBeVisible();
  await waitForBoard(page);
  await expect(page.getByRole("group", { name: "Variant rules" })).toHaveCount(0);
});

test("a variant is offered the levels its kind reaches; an aim missed all the same is said beside the board", async ({ page }) => {
  // This seed's thermometers give away too much for hard: every attempt rates medium, and the page says so.
  await page.goto("/play?variant=thermo&d=hard&seed=lv2");
  await expect(page.getByText(/rated medium by search effort/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Aimed at hard, but none of this seed’s attempts got there; this medium one came closest. “New puzzle” tries another seed.")).toBeVisible();
  // A level reached says nothing more.
  await page.goto("/play?variant=thermo&d=hard&seed=lv1");
  await expect(page.getByText(/rated hard by search effort/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Aimed at/)).toHaveCount(0);
  // An old link to a level the board does not offer opens at the hardest one below it.
  await page.goto("/play?variant=killer&size=4&d=extreme&seed=aim");
  await expect(page.getByRole("combobox", { name: "Difficulty" })).toHaveValue("easy");
  await expect(page.getByRole("combobox", { name: "Difficulty" }).locator("option")).toHaveText(["any level", "easy"]);
  await expect(page.getByText(/rated easy by search effort/)).toBeVisible({ timeout: 30_000 });
});
