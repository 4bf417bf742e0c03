/**
 * /learn — the techniques the hints use, easiest first: what each one says, where to look for it, and a worked
 * position the engine solves on the page, with a link that opens that position on the playing board.
 */
import { useMemo } from "preact/hooks";
import { inSentence, withArticle } from "../../worker/core/words";
import { DIFFICULTIES } from "../../worker/core/sudoku/difficulty";
import type { Technique } from "../../worker/core/sudoku/hints/hint";
import { SOLVER_ENTRY, TECHNIQUE_TIERS, TECHNIQUE_TABLE, techniqueInfo } from "../../worker/core/sudoku/hints/index";
import { practiceTechnique } from "../../worker/core/sudoku/practice-levels";
import { LessonBoard } from "../components/lesson-board";
import { PracticeButton } from "../components/practice-button";
import { LESSONS } from "./learn-lessons";
import { LEVEL_WORDS, workedStep, type WorkedStep } from "./learn-steps";

function Worked({ worked }: { worked: WorkedStep }) {
  const { entry, step } = worked;
  const captionId = `${entry.technique}-step`;
  const practisable = practiceTechnique(entry.technique);
  return (
    <figure class="lesson-figure">
      <LessonBoard position={worked.position} givens={worked.puzzle.cells} step={step} label={`A worked ${entry.name} on a 9×9 board`} describedBy={captionId} />
      <figcaption id={captionId}>
        {worked.sentence}
        {step.detail.kind === "colouring" && " The chain's two colours are blue and green."}
        {worked.hintsFirst && ` (The hints would name this step ${withArticle(inSentence(techniqueInfo(worked.hintsFirst).name))} first: the same candidates go.)`}
      </figcaption>
      <p>
        <a href={worked.boardLink}>Open this position on the board</a>, then press Hint.
        {practisable && <> <PracticeButton technique={practisable} label={`Practise ${inSentence(entry.name)} on a new board`} /></>}
      </p>
    </figure>
  );
}

function Lesson({ technique, name, worked }: { technique: Technique; name: string; worked: WorkedStep | null }) {
  const info = techniqueInfo(technique);
  const lesson = LESSONS[technique];
  return (
    <section class="lesson" id={technique} aria-labelledby={`${technique}-title`}>
      <h3 id={`${technique}-title`}>{name}</h3>
      <p class="muted">{LEVEL_WORDS[info.level]} · rating {info.rating.toFixed(1)} · score {info.score}</p>
      <p>{lesson.idea}</p>
      <p><strong>Where to look:</strong> {lesson.spot}</p>
      {worked && <Worked worked={worked} />}
    </section>
  );
}

export function LearnPage() {
  // The engine works every example out once (about 50–110 ms on a desktop; the positions never change).
  const worked = useMemo(() => new Map(TECHNIQUE_TABLE.map((entry) => [entry.technique, workedStep(entry)])), []);
  return (
    <main id="main" class="page learn">
      <h1>Solving techniques</h1>
      <p>
        These are the steps the hints on this site know, easiest first. A hint always names the easiest step the board
        allows, and a puzzle's level is that of the hardest step its solution needs. Each step has a rating on the
        Sudoku Explainer scale and a score like HoDoKu's; a puzzle's score adds up its steps. Before a hint is shown,
        its step is checked against the one solution the SAT solver has proved, so a hint never removes a true digit.
      </p>
      <p>
        On the example boards the step's cells are outlined and the houses it looks at shaded;{" "}
        <span class="lesson-key pattern">bold</span> candidates are the pattern's digits,{" "}
        <span class="lesson-key removed">struck</span> ones are removed, and a <span class="lesson-key placed">ringed</span> one is placed.
        Each board opens on the playing board too, and most techniques have a practice button: it asks the server for a
        new puzzle played up to a step that needs the technique, and opens that board for you to find it.
      </p>
      <nav class="lesson-index" aria-label="Techniques">
        {DIFFICULTIES.map((level) => (
          <p key={level}>
            <strong>{LEVEL_WORDS[level]}:</strong>{" "}
            {TECHNIQUE_TIERS[level].map((entry, i) => [i > 0 ? " · " : null, <a key={entry.technique} href={`#${entry.technique}`}>{entry.name}</a>])}
            {level === "extreme" && [" · ", <a key="solver" href="#solver">Solver</a>]}
          </p>
        ))}
      </nav>
      {DIFFICULTIES.map((level) => (
        <section key={level} aria-labelledby={`level-${level}`}>
          <h2 id={`level-${level}`}>{LEVEL_WORDS[level]}</h2>
          {TECHNIQUE_TIERS[level].map((entry) => <Lesson key={entry.technique} technique={entry.technique} name={entry.name} worked={worked.get(entry.technique) ?? null} />)}
          {level === "extreme" && <Lesson technique={SOLVER_ENTRY.technique} name="When no technique applies" worked={null} />}
        </section>
      ))}
    </main>
  );
}
