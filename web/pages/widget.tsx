/**
 * /widget — for site owners: choose the attributes, see the widget live (the real custom element, re-rendered as
 * the attributes change), and copy the script snippet or the iframe alternative.
 */
import { useSignal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import { DIFFICULTIES } from "../../worker/core/api";
import { parseGrid } from "../../worker/core/sudoku/grid-text";
import { CopyButton } from "../components/share-button";
import { HINT_ALLOWANCES, MAX_HINT_LIMIT } from "../state/settings";
import { brokenGridMessage } from "../state/share";
import { DAILY_PUZZLES, HELP_VALUES, THEMES, type DailyPuzzle } from "../widget/attributes";

interface Choice {
  puzzle: string;
  difficulty: string;
  theme: string;
  help: string;
  /** "any" for no limit, else the number of hints allowed. */
  hints: string;
}

/** The hint allowances the page offers; the attribute takes any whole number up to MAX_HINT_LIMIT. */
const HINT_CHOICES = ["any", ...HINT_ALLOWANCES.map(String)];

/** The hints attribute a choice writes: none while help is off (no hints at all) or while any number is allowed. */
function hintsAttribute(c: Choice): string | null {
  return c.help === "off" || c.hints === "any" ? null : c.hints;
}

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export function scriptSnippet(origin: string, c: Choice): string {
  const difficulty = c.puzzle === "daily" ? ` difficulty="${c.difficulty}"` : "";
  // On is the default: the snippet names help only when it is off.
  const help = c.help === "off" ? ' help="off"' : "";
  const hints = hintsAttribute(c);
  return [
    `<script type="module" src="${origin}/widget.js"></script>`,
    `<sudoku-puzzle puzzle="${escapeAttr(c.puzzle)}"${difficulty} theme="${c.theme}"${help}${hints === null ? "" : ` hints="${hints}"`}></sudoku-puzzle>`,
  ].join("\n");
}

/**
 * Why custom givens cannot make a working snippet yet, or null when they can. The widget reads its puzzle attribute
 * with the same parser (rectangular boxes included), so what passes here is what a host's page will show.
 */
export function givensProblem(givens: string): string | null {
  const text = givens.trim();
  if (!text) return "No snippet yet: type or paste the givens above, and the snippet to copy appears here.";
  const parsed = parseGrid(text, { boxed: true });
  return parsed.ok ? null : `No snippet yet: the givens do not read as a grid (${brokenGridMessage(text, parsed.error.message)}). Correct them above and the snippet appears here.`;
}

/** The id of the sentence that stands in for the snippets, which the disabled copy buttons point to. */
const MISSING_ID = "widget-snippet-missing";

/** The id the iframe snippet gives its frame, so its own resize listener can find it. */
export const FRAME_ID = "sat-sudoku-frame";

/**
 * The frame, plus a few lines for the host's page that follow the height /embed posts: no fixed height fits every
 * screen (760 px clips on phones, where the stacked game is taller), so the frame takes the height of its content.
 */
export function iframeSnippet(origin: string, c: Choice): string {
  const hints = hintsAttribute(c);
  const query = new URLSearchParams({ puzzle: c.puzzle, ...(c.puzzle === "daily" ? { difficulty: c.difficulty } : {}), theme: c.theme, ...(c.help === "off" ? { help: "off" } : {}), ...(hints === null ? {} : { hints }) });
  return [
    `<iframe id="${FRAME_ID}" src="${escapeAttr(`${origin}/embed?${query}`)}" title="Sudoku" width="100%" height="760" style="border:0;display:block" loading="lazy"></iframe>`,
    "<script>",
    "  // The puzzle posts its height whenever it changes; the frame follows, so it never clips or leaves a gap.",
    "  addEventListener(\"message\", (e) => {",
    `    if (e.origin !== "${origin}" || !e.data || e.data.source !== "sat-sudoku" || e.data.type !== "resize") return;`,
    `    document.getElementById("${FRAME_ID}").style.height = e.data.detail.height + "px";`,
    "  });",
    "</script>",
  ].join("\n");
}

/** The live <sudoku-puzzle>, created once and then only re-attributed, the way a host page would change it. */
function Preview({ choice }: { choice: Choice }) {
  const holder = useRef<HTMLDivElement>(null);
  const ready = useSignal(false);
  useEffect(() => {
    void import("../widget/register").then(() => (ready.value = true));
  }, []);
  useEffect(() => {
    const box = holder.current;
    if (!ready.value || !box) return;
    let widget = box.querySelector("sudoku-puzzle");
    if (!widget) {
      widget = document.createElement("sudoku-puzzle");
      box.append(widget);
    }
    widget.setAttribute("puzzle", choice.puzzle);
    widget.setAttribute("difficulty", choice.difficulty);
    widget.setAttribute("theme", choice.theme);
    widget.setAttribute("help", choice.help);
    const hints = hintsAttribute(choice);
    if (hints === null) widget.removeAttribute("hints");
    else widget.setAttribute("hints", hints);
  }, [ready.value, choice.puzzle, choice.difficulty, choice.theme, choice.help, choice.hints]);
  return <div ref={holder} class="widget-preview" aria-label="Widget preview" role="region" />;
}

export function WidgetPage() {
  const source = useSignal<DailyPuzzle | "custom">("daily");
  const custom = useSignal("");
  const difficulty = useSignal("medium");
  const theme = useSignal("auto");
  const help = useSignal("on");
  const hints = useSignal("any");
  const origin = location.origin;
  const problem = source.value === "custom" ? givensProblem(custom.value) : null;
  const choice: Choice = {
    puzzle: source.value === "custom" ? custom.value.trim() : source.value,
    difficulty: difficulty.value,
    theme: theme.value,
    help: help.value,
    hints: hints.value,
  };
  const select = (label: string, value: { value: string }, options: readonly string[]) => (
    <label>
      {label}{" "}
      <select value={value.value} onChange={(e) => (value.value = (e.currentTarget as HTMLSelectElement).value)}>
        {options.map((o) => <option key={o} value={o}>{o}</option>)}
      </select>
    </label>
  );
  return (
    <main id="main" class="page embed-page">
      <h1>Put a puzzle on your site</h1>
      <p>
        One script and one tag. The widget keeps its own styles (your CSS cannot break it, and it cannot touch yours),
        saves each player's progress in their browser, and tells your page when the puzzle is solved.
      </p>
      <form class="choose" onSubmit={(e) => e.preventDefault()} aria-label="Widget attributes">
        {select("Puzzle", source, [...DAILY_PUZZLES, "custom"] as const)}
        {source.value === "custom" && (
          <label>
            Givens{" "}
            <input type="text" value={custom.value} placeholder="81 characters, . for blanks (or 16×16, 25×25…)" size={50}
              onInput={(e) => (custom.value = (e.currentTarget as HTMLInputElement).value)} />
          </label>
        )}
        {source.value === "daily" && select("Difficulty", difficulty, DIFFICULTIES)}
        {select("Theme", theme, THEMES)}
        {select("Help", help, HELP_VALUES)}
        {help.value === "on" && select("Hints", hints, HINT_CHOICES)}
      </form>
      <h2>Snippet</h2>
      {problem
        ? <p class="notice" id={MISSING_ID}>{problem}</p>
        : <pre class="model" aria-label="Script snippet">{scriptSnippet(origin, choice)}</pre>}
      <CopyButton label="Copy snippet" text={() => scriptSnippet(origin, choice)} disabled={problem !== null} describedBy={problem ? MISSING_ID : undefined} />
      <details>
        <summary>No third-party scripts allowed? Use a frame</summary>
        <p>
          The frame starts 760 px tall and posts its content's height (<code>{"{ source: \"sat-sudoku\", type: \"resize\", detail: { height } }"}</code>)
          whenever it changes; the short script below, on your own page, sizes the frame to it so it never clips on a phone.
          The frame also posts <code>progress</code> and <code>solved</code> messages with the same details as the events.
        </p>
        {problem
          ? <p class="notice">{problem}</p>
          : <pre class="model" aria-label="Iframe snippet">{iframeSnippet(origin, choice)}</pre>}
        <CopyButton label="Copy iframe" text={() => iframeSnippet(origin, choice)} disabled={problem !== null} describedBy={problem ? MISSING_ID : undefined} />
      </details>
      <h2>Preview</h2>
      {/* An empty field is not a broken puzzle: say what to do rather than show the widget's "could not be read". */}
      {source.value === "custom" && !custom.value.trim()
        ? <p class="notice">Type or paste the givens above to see your puzzle here.</p>
        : <Preview choice={choice} />}
      <h2>Events and attributes</h2>
      <ul>
        <li><code>puzzle</code>: <code>daily</code> (default), <code>daily-16</code> (the day's 16×16), <code>daily-killer</code> (the day's killer), or the givens in any supported form, 4×4 to 25×25 (a 6×6, 8×8, 10×10, 12×12, 14×14 or 15×15 plays on its rectangular boxes).</li>
        <li><code>difficulty</code>: for the daily puzzle, one of {DIFFICULTIES.join(", ")} (default medium).</li>
        <li><code>theme</code>: auto (the visitor's system setting), light or dark.</li>
        <li><code>help</code>: on (default) or off. Off plays the puzzle without hints, checks or reveals (a contest, a club's challenge; Fill candidates stays), and the solution never reaches your page: the widget asks the service only whether the puzzle has exactly one, and a full grid that breaks no rule is then the solution. The <code>progress</code> event's <code>wrong</code> stays 0.</li>
        <li><code>hints</code>: how many hints the game allows, a whole number from 0 to {MAX_HINT_LIMIT} (absent: no limit). Checks and reveals stay; the hint button counts down, and the <code>solved</code> event's <code>hints</code> says how many were used. The allowance is kept by the page, in the player's browser: the service's hint route itself stays open.</li>
        <li><code>api</code>: the service's origin; defaults to where widget.js was loaded from.</li>
        <li><code>variant</code>: a variant puzzle instead (killer, jigsaw, thermo…): its f-puzzles JSON, compressed <code>load</code> string or link, played with its rules drawn.</li>
        <li>Events: <code>progress</code> (detail: puzzle, filled, total, wrong, elapsedMs) after every move, and <code>solved</code> (detail: puzzle, timeMs, mistakes, hints, revealed).</li>
        <li>A page with a Content Security Policy allows this service's origin, <code>{origin}</code>, in <code>script-src</code> (widget.js fetches the rest of its code from there) and in <code>connect-src</code>; no style exception is needed.</li>
      </ul>
    </main>
  );
}
