/** "Practise on a new board": asks the API for a board where the technique is the easiest step, then opens it. */
import { useSignal } from "@preact/signals";
import type { PracticeTechnique } from "../../worker/core/sudoku/practice-levels";
import { describeError } from "../api/client";
import { useApi } from "../api/context";
import { practiceLink } from "../state/practice-link";
import { BusyButton } from "./busy-button";

const newSeed = () => Math.random().toString(36).slice(2, 10);

/** `open` goes to the board's link (a page load; tests pass their own). */
export function PracticeButton({ technique, label, open = (link) => location.assign(link) }: { technique: PracticeTechnique; label: string; open?: (link: string) => void }) {
  const api = useApi();
  const busy = useSignal(false);
  const message = useSignal("");

  async function practise() {
    busy.value = true;
    message.value = "Looking for a board…";
    const answer = await api.practice(technique, newSeed());
    busy.value = false;
    if (!answer.ok) return void (message.value = `No board: ${describeError(answer.error)}`);
    const made = answer.value;
    const link = made.status === "found" && made.puzzle && made.position ? practiceLink(technique, made.puzzle, made.position) : null;
    if (!link) return void (message.value = `${made.note ?? "No board was found this time."} Press the button again to try another.`);
    message.value = "";
    open(link);
  }

  return (
    <span class="practice">
      <BusyButton onClick={() => void practise()} busy={busy.value}>{label}</BusyButton>
      {message.value && <span class="muted" role="status"> {message.value}</span>}
    </span>
  );
}
