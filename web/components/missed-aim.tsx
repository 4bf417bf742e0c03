import type { GenerateResponse } from "../../worker/core/api";

/**
 * Beside a generated puzzle whose grade is not the level chosen (every attempt of its seed graded otherwise): says
 * so, so that the grade under the board does not read as a mistake, and points at the way to another try.
 */
export function MissedAim({ made }: { made: GenerateResponse }) {
  if (made.asked === undefined || made.asked === made.grade.level) return null;
  return (
    <p class="muted">
      Aimed at {made.asked}, but none of this seed’s attempts got there; this {made.grade.level} one came closest. “New puzzle” tries another seed.
    </p>
  );
}
