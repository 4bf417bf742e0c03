import type { RefObject } from "preact";
import { useEffect } from "preact/hooks";

/** A phone on its side: the same query board.css uses to put the pad (and the status line) beside the board. */
export const SIDEWAYS_PHONE = "(orientation: landscape) and (max-height: 600px)";

/** The page whose first game was fitted: a later puzzle on the same page (a tab, a new seed) stays where it is. */
let fittedPage: string | null = null;

/**
 * On a phone on its side the heading, the tabs and the status line leave no room for the board below them: the board
 * is as tall as the screen (board.css), so the game is scrolled to the top of the screen when the page opens it
 * (unless the reader has already scrolled, or the address names a place to go) and when the phone is turned while
 * the board is in sight. A puzzle opened later from the page's own tabs or menus leaves the page where the player
 * put it, so the next tab is still under their thumb. The page above stays one swipe away.
 */
export function useFitSideways(game: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof matchMedia !== "function") return;
    const sideways = matchMedia(SIDEWAYS_PHONE);
    const fit = () => game.current?.scrollIntoView({ block: "start" });
    // Each puzzle mounts a game of its own (pages key it by puzzle), so the page, not the game, is what opened once.
    if (sideways.matches && scrollY === 0 && !location.hash && fittedPage !== location.pathname) {
      fittedPage = location.pathname;
      fit();
    }
    const turned = () => {
      const board = game.current?.querySelector(".board-scroll, .paused-cover")?.getBoundingClientRect();
      if (sideways.matches && board && board.bottom > 0 && board.top < innerHeight) fit();
    };
    sideways.addEventListener("change", turned);
    return () => sideways.removeEventListener("change", turned);
  }, [enabled]);
}
