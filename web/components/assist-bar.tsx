/** The helper buttons under the board: hint ladder, check, why wrong, reveal, back to last correct, notes tools. */
import { useSignal } from "@preact/signals";
import type { Signal } from "@preact/signals";
import type { HintDetail } from "../../worker/core/api";
import { useApi } from "../api/context";
import { auditMessage, check, hint, whyWrong } from "../state/assist";
import type { GameModel } from "../state/game-model";

const LADDER: HintDetail[] = ["technique", "cells", "full"];
const LADDER_LABEL = ["Hint", "Show cells", "Show step"];

export function AssistBar({ model, message }: { model: GameModel; message: Signal<string> }) {
  // The ladder climbs while the board stays the same; any move starts it over.
  const ladder = useSignal<{ cursor: number; level: number; placements: { cell: number; value: number }[] }>({ cursor: -1, level: 0, placements: [] });
  const api = useApi();
  const busy = useSignal(false);
  const current = ladder.value.cursor === model.cursor.value;
  const level = current ? ladder.value.level : 0;
  const placements = current ? ladder.value.placements : [];
  const solved = model.solved.value;
  const known = !!model.solution.value;
  const say = (text: string) => (message.value = text);

  async function askHint() {
    busy.value = true;
    const at = model.cursor.value;
    say("Thinking…");
    const answer = await hint(model, LADDER[level], api);
    say(answer.text);
    ladder.value = { cursor: at, level: Math.min(level + 1, LADDER.length - 1), placements: answer.placements };
    busy.value = false;
  }

  return (
    <div class="assist" role="group" aria-label="Help">
      <button type="button" onClick={askHint} disabled={solved || busy.value}>{LADDER_LABEL[level]}</button>
      {placements.length > 0 && (
        <button type="button" onClick={() => { for (const p of placements) { model.select(p.cell); model.input(p.value, false); } say("Step applied."); }}>
          Apply step
        </button>
      )}
      <button type="button" onClick={() => say(check(model))} disabled={solved}>✓ Check</button>
      <button type="button" onClick={() => say(whyWrong(model))} disabled={solved}>Why is this wrong?</button>
      <button type="button" onClick={() => { model.revealCell(); say(model.selected.value < 0 ? "Select a cell first." : ""); }} disabled={solved || !known}>Reveal cell</button>
      <button type="button" onClick={() => { const n = model.backToLastCorrect(); say(n ? `Went back ${n} step${n === 1 ? "" : "s"} to the last correct position.` : "Nothing to undo: no wrong entries."); }} disabled={solved || !known}>Back to last correct</button>
      <button type="button" onClick={() => { model.fillCandidates(); say("Filled every empty cell with its candidates."); }} disabled={solved}>Fill candidates</button>
      <button type="button" onClick={() => say(auditMessage(model))} disabled={solved}>Audit notes</button>
      <button type="button" onClick={() => { if (confirm("Reveal the whole solution?")) model.revealAll(); }} disabled={solved || !known}>Reveal all</button>
    </div>
  );
}

export function SettingsBar({ model, printable = true }: { model: GameModel; printable?: boolean }) {
  const s = model.settings.value;
  const toggle = (label: string, key: keyof typeof s) => (
    <label>
      <input type="checkbox" checked={s[key]} onChange={(e) => model.updateSettings({ [key]: (e.currentTarget as HTMLInputElement).checked })} /> {label}
    </label>
  );
  return (
    <div class="settings" role="group" aria-label="Settings">
      {toggle("Show conflicts", "showConflicts")}
      {toggle("Auto-remove notes", "autoClearNotes")}
      {toggle("Hide timer", "hideTimer")}
      {printable && <button type="button" onClick={() => print()}>Print</button>}
    </div>
  );
}
