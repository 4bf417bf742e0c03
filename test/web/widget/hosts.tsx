/**
 * <sudoku-puzzle> elements on a test page, each with the widget rendered in its shadow root as preact-custom-element
 * renders it, so a widget finds its host and its neighbours as it does on a real page.
 */
import { act, within } from "@testing-library/preact";
import { render, type ComponentChild } from "preact";
import { afterAll, beforeAll } from "vitest";
import type { WidgetAttributes } from "../../../web/widget/attributes";

/** The attributes written on a host element: the widget's own, and its `id`. */
export type HostAttributes = WidgetAttributes & { id?: string };

/** A <sudoku-puzzle> with `attributes`, appended to the page without a widget (for code that reads the page alone). */
export function addHost(attributes: HostAttributes): HTMLElement {
  const host = document.createElement("sudoku-puzzle");
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) host.setAttribute(name, value);
  document.body.append(host);
  return host;
}

/** A host with `attributes` and `widget` rendered in its shadow root. */
export function mountHost(attributes: HostAttributes, widget: ComponentChild): HTMLElement {
  const host = addHost(attributes);
  // A box inside the shadow root, for testing-library's queries (which take an element, not a shadow root).
  const box = document.createElement("div");
  host.attachShadow({ mode: "open" }).append(box);
  act(() => render(widget, box));
  return host;
}

/** The box a host's widget is rendered in. */
export const widgetBox = (host: Element): HTMLElement => host.shadowRoot!.firstElementChild as HTMLElement;

/** testing-library's queries inside a host's widget. */
export const inWidget = (host: Element) => within(widgetBox(host));

/** Unmounts every host's widget (stopping its clock and requests) and empties the page: a reload, or the test's end. */
export function unmountHosts(): void {
  for (const host of Array.from(document.querySelectorAll("sudoku-puzzle"))) if (host.shadowRoot) act(() => render(null, widgetBox(host)));
  document.body.replaceChildren();
}

/**
 * happy-dom's ShadowRoot.activeElement throws when the focused element is in another shadow tree (it walks past the
 * document looking for a host); the right answer there is null, as a browser gives. Two widgets on one page with a
 * selected cell in one of them meet this in the board's focus effect. Call at a test file's top level.
 */
export function patchShadowFocus(): void {
  const activeElement = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, "activeElement")!;
  beforeAll(() => {
    Object.defineProperty(ShadowRoot.prototype, "activeElement", {
      configurable: true,
      get(this: ShadowRoot) {
        try {
          return activeElement.get!.call(this) as Element | null;
        } catch {
          return null;
        }
      },
    });
  });
  afterAll(() => Object.defineProperty(ShadowRoot.prototype, "activeElement", activeElement));
}
