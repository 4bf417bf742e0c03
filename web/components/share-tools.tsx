/** The game pages' sharing tools: the system's share sheet where there is one, copy the link, or show it as a QR code. */
import type { GameModel } from "../state/game-model";
import { shareUrl } from "../state/share";
import { CopyButton } from "./share-button";
import { NativeShareButton } from "./native-share-button";
import { QrButton } from "./qr-button";

/** The link to this game's givens with the player's entries, pencil marks and colours so far, read when it is copied or drawn. */
export function progressLink(model: GameModel): () => string {
  return () => shareUrl(location.origin, { shape: model.shape, cells: model.givens }, model.board.value);
}

export function ShareTools({ copyLabel, link, withProgress, title }: { copyLabel: string; link: () => string; withProgress: boolean; title: string }) {
  const caption = withProgress
    ? "Scan it with a phone's camera to open this puzzle there, with the digits, pencil marks and colours so far."
    : "Scan it with a phone's camera to open this puzzle there.";
  return (
    <>
      <NativeShareButton title={title} link={link} />
      <CopyButton label={copyLabel} text={link} />
      <QrButton text={link} caption={caption} />
    </>
  );
}
