/** The two files of a uniqueness certificate and how to check them, in the same words wherever it was made. */

interface Props {
  /** Object URLs of the CNF and the DRAT proof. */
  cnf: string;
  drat: string;
  steps: number;
  verified: boolean;
  /** True when this browser made it (the server made it otherwise). */
  madeHere?: boolean;
}

export function CertificateFiles({ cnf, drat, steps, verified, madeHere = false }: Props) {
  return (
    <>
      Certificate{madeHere ? " made in this browser" : ""}: <a href={cnf} download="puzzle.cnf">puzzle.cnf</a> (givens, rules and “not this solution”) and{" "}
      <a href={drat} download="puzzle.drat">puzzle.drat</a> ({steps} proof step{steps === 1 ? "" : "s"},{" "}
      {verified ? "verified by our RUP checker" : "not fully checked within the budget"}). Check it yourself:{" "}
      <code>drat-trim puzzle.cnf puzzle.drat</code>.
    </>
  );
}
