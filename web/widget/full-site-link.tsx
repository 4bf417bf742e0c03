/**
 * The widget's "Open on the full site ↗": the puzzle's address on the site, with the player's progress in its
 * fragment, so a game started in a host's page goes on at full size where it stopped. Its own component, so a move
 * re-renders this link and not the whole widget.
 */
import type { GameModel } from "../state/game-model";
import { withSettings } from "../state/link-settings";
import { progressFragment } from "../state/share";

/** The host's settings (help="off") go along: a game played without help stays so on the site. */
export function FullSiteLink({ href, model }: { href: string; model: GameModel | null }) {
  const fragment = model ? progressFragment({ shape: model.shape, cells: model.givens }, model.board.value) : "";
  const address = model ? withSettings(href, model.givenSettings) : href;
  return <a href={`${address}${fragment}`} target="_blank" rel="noopener">Open on the full site ↗</a>;
}
