/**
 * Stand-ins for IntersectionObserver, which happy-dom has only as a stub that never reports. `OnScreen` reports every
 * element it is given as intersecting at once; `OffScreen` never reports, and `scrollInto` reports one element as
 * the browser would when it comes near the screen.
 */
type Report = (entries: Pick<IntersectionObserverEntry, "isIntersecting" | "target">[]) => void;

const watchers = new Map<Element, Report>();

export class OnScreen {
  constructor(private readonly report: Report) {}
  observe(target: Element): void {
    this.report([{ isIntersecting: true, target }]);
  }
  disconnect(): void {}
}

export class OffScreen {
  constructor(private readonly report: Report) {}
  observe(target: Element): void {
    watchers.set(target, this.report);
  }
  disconnect(): void {
    for (const [target, report] of watchers) if (report === this.report) watchers.delete(target);
  }
}

export function scrollInto(target: Element): void {
  watchers.get(target)?.([{ isIntersecting: true, target }]);
}
