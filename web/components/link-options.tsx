/**
 * The settings a shared link gives whoever opens it (link-settings.ts), chosen in a form instead of typed into the
 * address: a setter sharing a challenge hides the timer, allows three hints, or turns help off.
 */
import type { Signal } from "@preact/signals";
import { settingsQuery } from "../state/link-settings";
import { HINT_ALLOWANCES, type GameSettings } from "../state/settings";

/** "" leaves a setting to each player; the other values are what the link sets. */
type Choice = { value: string; label: string };

const CONFLICTS: Choice[] = [{ value: "", label: "each player's own" }, { value: "on", label: "on" }, { value: "off", label: "off" }];
const TIMER: Choice[] = [{ value: "", label: "each player's own" }, { value: "shown", label: "shown" }, { value: "hidden", label: "hidden" }];
const HELP: Choice[] = [{ value: "on", label: "on" }, { value: "off", label: "off: no hints, checks or reveals" }];
const HINTS: Choice[] = [{ value: "", label: "as many as asked" }, ...HINT_ALLOWANCES.map((n) => ({ value: String(n), label: n === 0 ? "none" : String(n) }))];

function onOff(value: boolean | undefined, on: string, off: string): string {
  return value === undefined ? "" : value ? on : off;
}

/** `settings`: what the link will set, starting from what the game's own link set. */
export function LinkOptions({ settings }: { settings: Signal<Partial<GameSettings>> }) {
  const s = settings.value;
  const set = (patch: Partial<GameSettings>) => {
    const next: Partial<GameSettings> = { ...settings.value, ...patch };
    // A setting left to each player is absent from the link, not written as its default.
    for (const key of Object.keys(next) as (keyof GameSettings)[]) if (next[key] === undefined) delete next[key];
    settings.value = next;
  };
  const select = (label: string, value: string, choices: Choice[], change: (value: string) => void) => (
    <label>
      {label}{" "}
      <select value={value} onChange={(e) => change((e.currentTarget as HTMLSelectElement).value)}>
        {choices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
      </select>
    </label>
  );
  const helped = s.help !== false;
  const hints = s.hintLimit === undefined || s.hintLimit === null ? "" : String(s.hintLimit);
  // A link may allow any count up to the maximum: one the form does not list is offered as it is, not misread.
  const hintChoices = HINTS.some((c) => c.value === hints) ? HINTS : [...HINTS, { value: hints, label: hints }];
  const query = settingsQuery(s);
  return (
    <details class="link-options">
      <summary>Settings for the link</summary>
      <p class="muted">Whoever opens the link plays this game with these; their own settings stay as they were. The copy, share and QR buttons use them.</p>
      <div class="choose">
        {select("Conflict marks", onOff(s.showConflicts, "on", "off"), CONFLICTS, (v) => set({ showConflicts: v === "" ? undefined : v === "on" }))}
        {select("Timer", onOff(s.hideTimer, "hidden", "shown"), TIMER, (v) => set({ hideTimer: v === "" ? undefined : v === "hidden" }))}
        {select("Help", helped ? "on" : "off", HELP, (v) => set({ help: v === "off" ? false : undefined, ...(v === "off" ? { hintLimit: undefined } : {}) }))}
        {helped && select("Hints", hints, hintChoices, (v) => set({ hintLimit: v === "" ? undefined : Number(v) }))}
      </div>
      <p class="muted" aria-live="polite">{query ? <>The link carries <code>{query}</code>.</> : "The link sets nothing: each player plays with their own settings."}</p>
    </details>
  );
}
