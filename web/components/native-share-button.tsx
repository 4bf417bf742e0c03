/**
 * "Share…": the system's share sheet (messages, mail, nearby devices) where the browser offers one, mostly on
 * phones. Where it does not, nothing is shown: the copy and QR buttons beside it do the same job.
 */
import { useSignal } from "@preact/signals";

export function NativeShareButton({ title, link }: { title: string; link: () => string }) {
  const failed = useSignal("");
  if (typeof navigator.share !== "function") return null;
  async function share() {
    failed.value = "";
    try {
      await navigator.share({ title, url: link() });
    } catch (error) {
      // Closing the sheet is the person's choice, not a failure.
      if (!(error instanceof DOMException && error.name === "AbortError")) failed.value = "This browser could not open its share sheet; copy the link instead.";
    }
  }
  return (
    <>
      <button type="button" onClick={share}>Share…</button>
      {failed.value && <span role="status" class="error">{failed.value}</span>}
    </>
  );
}
