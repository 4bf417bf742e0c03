/**
 * /learn — the techniques the hints use, easiest first: what each one says, where to look for it, and a worked
 * position (the engine's step there, worked out when the site is built: learn-content.ts), with a link that opens
 * that position on the playing board.
 */
import content from "virtual:learn-content";
import { inSentence, withArticle } from "../../worker/core/words";
import { parseGrid } from "../../worker/core/sudoku/grid-text";
import { parseCandidates } from "../../worker/core/sudoku/hints/candidate-notation";
import { practiceTechnique } from "../../worker/core/sudoku/practice-levels";
import { LessonBoard } from "../components/lesson-board";
import { PracticeButton } from "../components/practice-button";
import { useScrollToFragment } from "../components/scroll-to-fragment";
import { boardLink } from "../state/practice-link";
import type { Difficulty } from "../../worker/core/sudoku/difficulty";
import type { LessonContent, WorkedContent } from "./learn-content";
import { LESSONS } from "./learn-lessons";

const LEVEL_WORDS: Readonly<Record<Difficulty, string>> = { easy: "Easy", medium: "Medium", hard: "Hard", expert: "Expert", extreme: "Extreme" };

function Worked({ technique, name, worked }: { technique: string; name: string; worked: WorkedContent }) {
  const puzzle = parseGrid(worked.puzzle);
  const position = parseCandidates(worked.position);
  if (!puzzle.ok || !position.ok) return null;
  const captionId = `${technique}-step`;
  const practisable = practiceTechnique(technique);
  // A technique offered for practice gets the practice note on the board, which says what to look for.
  const link = boardLink(puzzle.value, position.value, practisable ?? undefined);
  const { step } = worked;
  return (
    <figure class="lesson-figure">
      <LessonBoard position={position.value} givens={puzzle.value.cells} step={step} label={`A worked ${name} on a 9×9 board`} describedBy={captionId} />
      <figcaption id={captionId}>
        {worked.sentence}
        {step.detail.kind === "colouring" && " The chain's two colours are blue and green."}
        {worked.hintsFirstName && ` (The hints would name this step ${withArticle(inSentence(worked.hintsFirstName))} first: the same candidates go.)`}
      </figcaption>
      <p>
        <a href={link}>Open this position on the board</a>, then press Hint.
        {practisable && <> <PracticeButton technique={practisable} label={`Practise ${inSentence(name)} on a new board`} /></>}
      </p>
    </figure>
  );
}

function Lesson({ lesson, level }: { lesson: LessonContent; level: Difficulty }) {
  const { technique, name, worked } = lesson;
  const words = LESSONS[technique];
  return (
    <section class="lesson" id={technique} aria-labelledby={`${technique}-title`}>
      <h3 id={`${technique}-title`}>{lesson.title}</h3>
      <p class="muted">{LEVEL_WORDS[level]} · rating {lesson.rating.toFixed(1)} · score {lesson.score}</p>
      <p>{words.idea}</p>
      <p><strong>Where to look:</strong> {words.spot}</p>
      {worked && <Worked technique={technique} name={name} worked={worked} />}
    </section>
  );
}

export function LearnPage() {
  useScrollToFragment();
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
        {content.map(({ level, lessons }) => (
          <p key={level}>
            <strong>{LEVEL_WORDS[level]}:</strong>{" "}
            {lessons.map((lesson, i) => [i > 0 ? " · " : null, <a key={lesson.technique} href={`#${lesson.technique}`}>{lesson.name}</a>])}
          </p>
        ))}
      </nav>
      {content.map(({ level, lessons }) => (
        <section key={level} aria-labelledby={`level-${level}`}>
          <h2 id={`level-${level}`}>{LEVEL_WORDS[level]}</h2>
          {lessons.map((lesson) => <Lesson key={lesson.technique} lesson={lesson} level={level} />)}
        </section>
      ))}
    </main>
  );
}
