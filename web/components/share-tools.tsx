/** The game pages' sharing tools: the system's share sheet where there is one, copy the link, or show it as a QR code. */
import type { GameModel } from "../state/game-model";
import { shareUrl } from "../state/share";
import { CopyButton } from "./share-button";
import { NativeShareButton } from "./native-share-button";
import { QrButton } from "./qr-button";

/**
 * The link to this game with the player's entries, pencil marks and colours so far, read when it is copied or
 * drawn: at `path` (a variant's /v?load=…) or else at the givens' own /p/ address.
 */
export function progressLink(model: GameModel, path?: string): () => string {
  return () => shareUrl(location.origin, { shape: model.shape, cells: model.givens }, model.board.value, path);
}

export function ShareTools({ copyLabel, link, title }: { copyLabel: string; link: () => string; title: string }) {
  const caption = "Scan it with a phone's camera to open this puzzle there, with the digits, pencil marks and colours so far.";
  return (
    <>
      <NativeShareButton title={title} link={link} />
      <CopyButton label={copyLabel} text={link} />
      <QrButton text={link} caption={caption} />
    </>
  );
}
