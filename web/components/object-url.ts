/** Links to files made in the page: an object URL holds its file in memory until it is revoked. */
import { useEffect, useMemo } from "preact/hooks";

/** An object URL for `blob`, revoked when the blob changes or the component that shows it goes away. */
export function useObjectUrl(blob: Blob): string {
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return url;
}
