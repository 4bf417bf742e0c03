import type { ButtonHTMLAttributes } from "preact";

type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> & {
  /** Its work is running: a press now does nothing, and the button says so to assistive technology. */
  busy: boolean;
};

/**
 * A button that stays focusable while the work it started runs. A disabled button loses keyboard focus, which falls
 * back to the top of the page (of the host's page, in the widget): the next Enter would do nothing and Tab would
 * start again from the first link. `disabled` stays for states that last (solved, nothing typed).
 */
export function BusyButton({ busy, onClick, ...rest }: BusyButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (!busy) onClick?.(event);
      }}
    />
  );
}
