/**
 * What /sat adds to an answer from this browser: the proof behind an UNSAT (checked here, and offered as a DRAT
 * file), or why the search stopped undecided (its work budget, or a proof grown past what a tab may hold).
 */
import { useObjectUrl } from "../components/object-url";
import type { BrowserProof, BrowserSatAnswer } from "../state/local-sat";
import { count, satVerdictWords } from "./sat-result";

const grouped = new Intl.NumberFormat("en-US");

/** The verdict in a few words, for the status line. */
export function browserSatVerdictWords(r: BrowserSatAnswer): string {
  if (r.status === "UNSAT" && r.browserProof) {
    return r.browserProof.check === "verified" ? "unsatisfiable, and the proof passed the check" : "unsatisfiable, but the proof was not fully checked";
  }
  if (r.stopped?.reason === "proof-limit") return "still undecided, the proof grew too large to check here";
  return satVerdictWords(r);
}

/** The badge beside "s UNSATISFIABLE" once every step of the proof passed the checker. */
export function proofBadge(r: BrowserSatAnswer): string | undefined {
  const proof = r.browserProof;
  return proof?.check === "verified" ? `proof checked in this browser (${count(proof.steps, "step")})` : undefined;
}

function ProofFile({ proof, formula }: { proof: BrowserProof; formula: string }) {
  const url = useObjectUrl(proof.drat);
  return (
    <p>
      Proof: <a href={url} download="proof.drat">proof.drat</a> (DRAT, {count(proof.steps, "step")}; the checker spent{" "}
      {grouped.format(proof.checkWork)} work units). Check it yourself: <code>drat-trim {formula} proof.drat</code>.
    </p>
  );
}

/** `formula`: the name to use for the formula's file in the drat-trim command. */
export function BrowserSatNote({ r, formula }: { r: BrowserSatAnswer; formula: string }) {
  const proof = r.browserProof;
  if (r.status === "UNKNOWN") return <p>{r.stopped?.message}</p>;
  if (r.status !== "UNSAT" || !proof) return null;
  return (
    <>
      {proof.check === "unknown" && (
        <p class="notice">
          UNSAT (proof not fully checked: the checker's own budget of {grouped.format(proof.checkBudget)} work units ran out after{" "}
          {grouped.format(proof.checkedSteps)} of {count(proof.steps, "step")}). The search found no model, but this browser could not confirm
          its proof; check the file below with drat-trim before relying on it.
        </p>
      )}
      <ProofFile proof={proof} formula={formula} />
    </>
  );
}
