/** /v?load=<compressed f-puzzles JSON>#e=…&n=…&c=… — play a variant puzzle from a link (components/variant-game.tsx). */
import { useLocation } from "preact-iso";
import { VariantGame } from "../components/variant-game";

export function VariantPage() {
  const { query } = useLocation();
  return (
    <main id="main" class="page variant">
      <VariantGame key={query.load} load={query.load ?? ""} heading="h1" />
    </main>
  );
}
