/** The helper buttons under the board (hint ladder, check, why wrong, reveal, back to last correct, notes tools) and the line they answer in. */
import { useSignal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import type { Signal } from "@preact/signals";
import type { HintDetail } from "../../worker/core/api";
import { useApi } from "../api/context";
import { allowanceWords, applyHint, auditMessage, check, hint, hintsLeft, revealSelected, showWhy, statusProblem, whyWrong, type HintAnswer, type WhyWalk } from "../state/assist";
import type { GameModel } from "../state/game-model";
import type { Preference } from "../state/settings";
import type { HintedTechnique } from "./learn-link";
import { settingsWords, stillAsGiven, unreadSettings } from "../state/link-settings";
import { WhyPanel } from "./why-panel";
import { BusyButton } from "./busy-button";

/** The largest variant board that gets "Place singles". */
const MAX_VARIANT_SINGLES_SIZE = 9;
const LADDER: HintDetail[] = ["technique", "cells", "full"];
/** One label a rung, and one past the top: the whole step is on the board, so the button has nothing more to show. */
const LADDER_LABEL = ["Hint", "Show cells", "Show step", "Step shown"];

/** What the ladder's last rung showed, for Apply step: the digits it places and the candidates it removes. */
type ShownStep = Pick<HintAnswer, "placements" | "eliminations">;

/** The ladder at its foot: the next press asks for a new hint. */
const FOOT = { cursor: -1, level: 0, step: { placements: [], eliminations: [] } as ShownStep };

/**
 * Where focus goes when the button that had it is gone (Apply step, once applied): to the first button of the group
 * still enabled (the hint ladder's, when it has one), not the top of the page. Inside the widget's shadow root, the
 * root node knows the focused element.
 */
function keepFocusIn(group: HTMLElement | null): void {
  if (!group || holdsFocus(group)) return;
  [...group.querySelectorAll("button")].find((button) => !button.disabled)?.focus();
}

function holdsFocus(group: HTMLElement | null): boolean {
  const active = (group?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
  return !!active && !!group?.contains(active);
}

/** What Place singles did, in words. */
function singlesMessage({ placed, contradiction }: { placed: number; contradiction: string | null }): string {
  if (contradiction) return `Singles from this position run into a contradiction (${contradiction}), so nothing was placed: an entry is wrong. ✓ Check finds it.`;
  if (placed === 0) return "No single is left: every empty cell needs a harder step. Hint names the next one.";
  return `Placed ${placed} digit${placed === 1 ? "" : "s"} that naked and hidden singles force from this position (they count as assisted; Undo takes them back).`;
}

/**
 * `classicRules` false (a variant puzzle) turns off the helpers that reason with boxes and classic techniques (the
 * model's candidates follow the puzzle's own rules);
 * `variant` (its compressed f-puzzles form) brings the hint back, answered by the API from the variant's own rules,
 * and "why is this wrong?" as the reason the API's variant hint gives for a wrong digit; `explainWrong` the classic
 * "why" instead, for a puzzle whose only rules are rows, columns and standard boxes of any shape.
 * `hinted` is told the technique of each hint's step with the move it was asked at, for a link to its lesson.
 */
export function AssistBar({ model, message, classicRules = true, housesOnly = false, explainWrong = classicRules, variant, hinted }: { model: GameModel; message: Signal<string>; classicRules?: boolean; housesOnly?: boolean; explainWrong?: boolean; variant?: string; hinted?: Signal<HintedTechnique | null> }) {
  // Rows, columns and standard boxes of any shape are what the classic techniques read: such a puzzle gets their hints.
  const classicHints = classicRules || explainWrong;
  // Each round of singles reads the candidates again: on a variant board past 9×9 every rule's fillings make that
  // a few tenths of a second a round, so those boards go without.
  const singlesOffered = classicHints || model.shape.size <= MAX_VARIANT_SINGLES_SIZE;
  // The ladder climbs while the board stays the same; any move starts it over.
  const ladder = useSignal<{ cursor: number; level: number; step: ShownStep }>(FOOT);
  const walk = useSignal<WhyWalk | null>(null);
  const api = useApi();
  const busy = useSignal(false);
  const current = ladder.value.cursor === model.cursor.value;
  const level = current ? ladder.value.level : 0;
  const shown = current ? ladder.value.step : FOOT.step;
  const applicable = shown.placements.length > 0 || shown.eliminations.length > 0;
  const solved = model.solved.value;
  const pending = model.solutionStatus.value === "pending";
  const line = useRef<HTMLParagraphElement>(null);
  const group = useRef<HTMLDivElement>(null);
  // Set when Apply step is pressed with focus in the group: once a render has taken the button away, focus goes back
  // into the group. (An earlier render's effect may still be pending when the press comes: it waits for this one.)
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || applicable) return;
    refocus.current = false;
    keepFocusIn(group.current);
  });
  // A helper's answer is brought into sight when it lands below the screen (a phone's long column, or the pad's column
  // beside the board on a phone on its side), and no further. Not at once: the line's text is written a moment later,
  // and the answer relabels the buttons above it ("Show cells" wraps onto a row of its own in a narrow column), so the
  // line is measured in the next frame, where it will be.
  const say = (text: string) => {
    message.value = text;
    if (text) requestAnimationFrame(() => line.current?.scrollIntoView?.({ block: "nearest" }));
  };
  // A link's or host's allowance: the ladder's later rungs belong to a hint already counted, so only a new one needs
  // a hint left.
  const limit = model.settings.value.hintLimit;
  const left = hintsLeft(model);
  const hintOffered = (classicHints || !!variant) && limit !== 0;
  const hintLabel = left === null || level > 0 ? LADDER_LABEL[level] : `${LADDER_LABEL[level]} (${left} left)`;

  async function askHint() {
    busy.value = true;
    const at = model.cursor.value;
    say("Thinking…");
    const answer = await hint(model, LADDER[level], api, classicHints ? undefined : variant);
    say(answer.text);
    const step = { placements: answer.placements, eliminations: answer.eliminations };
    // A whole step with nothing to apply (none should come) would leave "Step shown" with nothing to press after it:
    // the ladder starts over instead.
    const stuck = level + 1 === LADDER.length && step.placements.length === 0 && step.eliminations.length === 0;
    ladder.value = answer.counted && !stuck ? { cursor: at, level: level + 1, step } : FOOT;
    if (hinted) hinted.value = answer.technique ? { technique: answer.technique, cursor: at } : null;
    busy.value = false;
  }

  /** Apply step does the shown step; the ladder starts over for the next one, and focus (if it was here) goes to its button. */
  function applyShown() {
    refocus.current = holdsFocus(group.current);
    say(applyHint(model, shown));
    ladder.value = FOOT;
  }

  async function askWhy() {
    busy.value = true;
    say("Looking for the contradiction…");
    // A variant's own rules go to the SAT solver; rows, columns and boxes alone get the classic walk.
    const answer = await whyWrong(model, api, explainWrong ? undefined : variant);
    busy.value = false;
    walk.value = typeof answer === "string" ? null : answer;
    say(typeof answer === "string" ? answer : showWhy(model, answer));
  }

  /** Reveal needs the one solution; otherwise the button says why instead of doing nothing. */
  function reveal(all: boolean) {
    const problem = statusProblem(model);
    if (problem) return say(problem);
    if (!all) return say(revealSelected(model));
    if (confirm("Reveal the whole solution? The game will not count for streaks or best times.")) model.revealAll();
  }

  // The game's one message line (a hint's words, a check's verdict), right under the buttons that answer in it: on a
  // phone the column is long, and the answer belongs in sight of the button pressed.
  const said = <p ref={line} class="message" role="status" aria-live="polite">{message}</p>;
  const fillCandidates = <button type="button" onClick={() => { model.fillCandidates(); say("Filled every empty cell with its candidates."); }} disabled={solved}>Fill candidates</button>;
  if (!model.settings.value.help) {
    // Fill candidates only writes the notes the rules allow: a chore done for the player, not a look at the answer.
    return (
      <>
        <div class="assist" role="group" aria-label="Help">{fillCandidates}</div>
        {said}
        <p class="muted">This puzzle is played without help, as its link or page asks: no hints, checks or reveals.</p>
      </>
    );
  }

  return (
    <>
      <div ref={group} class="assist" role="group" aria-label="Help">
        {/* "Step shown" says so with aria-disabled, not disabled: the keyboard player who pressed it keeps focus there,
            one Tab from Apply step, instead of dropping to the top of the page. */}
        {hintOffered && <BusyButton onClick={askHint} busy={busy.value || level === LADDER.length} disabled={solved || (level === 0 && left === 0)}>{hintLabel}</BusyButton>}
        {applicable && <button type="button" onClick={applyShown}>Apply step</button>}
        <button type="button" onClick={() => say(check(model))} disabled={solved}>✓ Check</button>
        {(explainWrong || variant) && <BusyButton onClick={askWhy} busy={busy.value} disabled={solved}>Why is this wrong?</BusyButton>}
        <button type="button" onClick={() => reveal(false)} disabled={solved || pending}>Reveal cell</button>
        <button type="button" onClick={() => { const problem = statusProblem(model); if (problem) return say(problem); const n = model.backToLastCorrect(); say(n ? `Went back ${n} step${n === 1 ? "" : "s"} to the last correct position.` : "Nothing to undo: no wrong entries."); }} disabled={solved || pending}>Back to last correct</button>
        {fillCandidates}
        {singlesOffered && <button type="button" onClick={() => say(singlesMessage(model.placeSingles()))} disabled={solved}>Place singles</button>}
        <button type="button" onClick={() => say(auditMessage(model))} disabled={solved}>Audit notes</button>
        <button type="button" onClick={() => reveal(true)} disabled={solved || pending}>Reveal all</button>
      </div>
      {said}
      {limit !== null && <p class="muted">{allowanceWords(limit)}</p>}
      {!classicRules && (
        <p class="muted">
          {classicHints ? "Hints name the technique, then its cells, then the step. " : variant ? "Hints name a cell this puzzle's rules force, proven by the SAT solver. " : "Hints know only the classic rules, so they are off for this puzzle. "}
          {explainWrong
            ? "“Why is this wrong?”, Fill candidates, Place singles and Audit notes use its rows, columns and boxes. "
            : `${variant ? "“Why is this wrong?” asks the SAT solver which rules and digits rule out the wrong digit you selected, or else the first one. " : "“Why is this wrong?” is off for this puzzle: it reasons with rows, columns and standard boxes only. "}${
                housesOnly
                  ? `Fill candidates${singlesOffered ? ", Place singles" : ""} and Audit notes use its rows, columns and regions. `
                  : `Fill candidates${singlesOffered ? ", Place singles" : ""} and Audit notes read each rule on its own: a digit goes when one rule alone, with the digits placed, forbids it (a cage's sum, a thermometer's order), never by combining rules. `
              }`}
          Check, Reveal and Back to last correct use the proven solution.
        </p>
      )}
      <WhyPanel model={model} walk={walk} message={message} />
    </>
  );
}

/** `linkQuery`: the page address's query, whose settings the game took (none for the widget: the host's query is not ours). */
export function SettingsBar({ model, printable = true, linkQuery = "" }: { model: GameModel; printable?: boolean; linkQuery?: string }) {
  const s = model.settings.value;
  const linked = settingsWords(stillAsGiven(model.givenSettings, s));
  const unread = unreadSettings(linkQuery);
  const toggle = (label: string, key: Preference) => (
    <label>
      <input type="checkbox" checked={s[key]} onChange={(e) => model.updateSettings({ [key]: (e.currentTarget as HTMLInputElement).checked })} /> {label}
    </label>
  );
  return (
    <div class="settings" role="group" aria-label="Settings">
      {toggle("Show conflicts", "showConflicts")}
      {toggle("Auto-remove notes", "autoClearNotes")}
      {toggle("Hide timer", "hideTimer")}
      {s.help && toggle("Mark wrong digits at once", "markWrongAtOnce")}
      {printable && <button type="button" onClick={() => print()}>Print</button>}
      {linked && <p class="muted">This puzzle's link sets {linked}, for this game only: your own settings stay as they were.</p>}
      {unread.length > 0 && <p class="muted">Left out of this link, as not understood: {unread.join("; ")}.</p>}
    </div>
  );
}
