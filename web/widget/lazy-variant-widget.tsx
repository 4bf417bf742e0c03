/**
 * The variant player, fetched only when a widget shows a variant or a grid with rectangular boxes: its rules
 * checker, f-puzzles reader and rule drawings are about a third of the widget's code, which a classic embed never
 * needs. One fetch serves every widget on the page; a failed one is said in the widget and tried again next time.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { readTheme } from "./attributes";
import type { VariantSource } from "./variant-widget";

type VariantModule = typeof import("./variant-widget");

let loading: Promise<VariantModule> | null = null;

function loadVariantWidget(): Promise<VariantModule> {
  loading ??= import("./variant-widget").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export function LazyVariantWidget(props: { source: VariantSource; api?: string; theme?: string; help?: string; hints?: string; scriptOrigin: string }) {
  const loaded = useSignal<VariantModule | null>(null);
  const failed = useSignal(false);
  useEffect(() => {
    let live = true;
    loadVariantWidget().then(
      (module) => live && (loaded.value = module),
      () => live && (failed.value = true),
    );
    return () => {
      live = false;
    };
  }, []);
  const Widget = loaded.value?.VariantWidget;
  if (Widget) return <Widget {...props} />;
  return (
    <div class={`sudoku-widget theme-root ${themeClass(props.theme)}`} lang="en">
      {failed.value ? (
        <p class="widget-error" role="alert">The variant player could not be loaded from {props.scriptOrigin}.</p>
      ) : (
        <p class="loading" role="status">Loading the puzzle…</p>
      )}
    </div>
  );
}

/** The theme the attribute names, or auto while the player (which reports a bad value) is loading. */
function themeClass(theme: string | undefined): string {
  const read = readTheme(theme);
  return read.ok ? read.value : "auto";
}
