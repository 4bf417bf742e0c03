/** Copies a text (link or result) to the clipboard, with a visible fallback when the clipboard is unavailable. */
import { useSignal } from "@preact/signals";

const SAID = {
  idle: "",
  copied: "Copied to the clipboard.",
  shown: "The clipboard is not available here: the text is in the box beside the button, to copy by hand.",
} as const;

/**
 * `disabled` with `describedBy` (the id of the sentence that says why) keeps the button in place, so a reader who
 * reaches it learns what is missing rather than finding nothing there.
 */
export function CopyButton({ label, text, disabled = false, describedBy }: { label: string; text: () => string; disabled?: boolean; describedBy?: string }) {
  const state = useSignal<"idle" | "copied" | "shown">("idle");
  const shown = useSignal("");
  async function copy() {
    const value = text();
    try {
      await navigator.clipboard.writeText(value);
      state.value = "copied";
    } catch {
      shown.value = value;
      state.value = "shown";
    }
    setTimeout(() => state.value === "copied" && (state.value = "idle"), 2000);
  }
  return (
    <span class="copy">
      <button type="button" onClick={copy} disabled={disabled} aria-describedby={describedBy}>{state.value === "copied" ? "✓ Copied" : label}</button>
      {state.value === "shown" && <textarea readOnly aria-label={label} value={shown.value} rows={3} />}
      {/*
        Always in the page, so screen readers are watching it before the outcome is written in. A polite live region
        without the status role: a game page's one status line stays the one its helpers speak through.
      */}
      <span aria-live="polite" class="visually-hidden">{SAID[state.value]}</span>
    </span>
  );
}
