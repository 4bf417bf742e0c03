/** Copies a text (link or result) to the clipboard, with a visible fallback when the clipboard is unavailable. */
import { useSignal } from "@preact/signals";

export function CopyButton({ label, text }: { label: string; text: () => string }) {
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
      <button type="button" onClick={copy}>{state.value === "copied" ? "✓ Copied" : label}</button>
      {state.value === "shown" && <textarea readOnly aria-label={label} value={shown.value} rows={3} />}
    </span>
  );
}
