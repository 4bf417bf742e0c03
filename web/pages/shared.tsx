/** /p/<puzzle>#e=<entries> — a puzzle opened from a link, with the sender's progress when the fragment has it. */
import { useRoute } from "preact-iso";
import { GameView } from "../components/game-view";
import { CopyButton } from "../components/share-button";
import { entriesFromHash, shareUrl } from "../state/share";
import { useGame } from "../state/use-game";

export function SharedPage() {
  const { params } = useRoute();
  const code = decodeURIComponent(params.code ?? "");
  const { model, error } = useGame(code, (shape) => entriesFromHash(location.hash, { shape, cells: new Uint8Array(shape.cells) }));
  return (
    <main class="page shared">
      <h1>Shared puzzle</h1>
      {error && <p class="error" role="alert">This link does not hold a valid puzzle: {error}</p>}
      {model && (
        <GameView
          model={model}
          label={`Shared ${model.shape.size}×${model.shape.size} puzzle`}
          tools={<CopyButton label="Copy link with my progress" text={() => shareUrl(location.origin, { shape: model.shape, cells: model.givens }, model.board.value.values)} />}
        />
      )}
    </main>
  );
}
