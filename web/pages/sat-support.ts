/** Browser plumbing for /sat: the .res file's name and download, and whether the network is there. */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";

/** "formula.cnf" → "formula.res"; pasted text → "result.res". */
export const resName = (file: string | null): string => (file ? `${file.replace(/\.[^.]*$/, "")}.res` : "result.res");

export function saveFile(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** navigator.onLine as state: the page says when solving cannot work. */
export function useOnline() {
  const online = useSignal(typeof navigator === "undefined" || navigator.onLine);
  useEffect(() => {
    const update = () => (online.value = navigator.onLine);
    addEventListener("online", update);
    addEventListener("offline", update);
    return () => {
      removeEventListener("online", update);
      removeEventListener("offline", update);
    };
  }, []);
  return online.value;
}
