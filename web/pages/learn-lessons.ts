/**
 * What each technique of the hint engine is, in plain words: the idea, and where to look for it. The names, levels
 * and ratings come from the engine's own table (worker/core/sudoku/hints/index.ts), so the page and the hints agree.
 */
import type { Technique } from "../../worker/core/sudoku/hints/hint";

export interface Lesson {
  /** Why the step is sound. */
  idea: string;
  /** How a player finds one on the board. */
  spot: string;
}

export const LESSONS: Readonly<Record<Technique, Lesson>> = {
  "full-house": {
    idea: "A row, column or box holds each digit once. When eight of its nine cells are filled, the last one takes the digit that is missing.",
    spot: "Look for a house with a single empty cell; near the end of a puzzle most steps are these.",
  },
  "naked-single": {
    idea: "A cell sees the digits of its row, its column and its box. When those rule out all but one digit, the cell takes it.",
    spot: "With candidates marked, it is a cell with one candidate left. Without them, count what a crowded cell sees.",
  },
  "hidden-single": {
    idea: "Every house needs each digit once. When a digit can go in only one cell of a house, it goes there, however many other candidates that cell still has.",
    spot: "Pick a digit and a box (or a line) and strike out the cells that see the digit elsewhere; if one cell is left, that is it.",
  },
  "locked-candidates": {
    idea: "If a digit's places inside a box all lie on one row or column, the box's copy of the digit is on that line, so no other cell of the line can have it (pointing). The other way round: if a line's places for a digit all lie in one box, the line's copy is in that box, and the rest of the box loses the digit (claiming).",
    spot: "Check each digit in each box: are its candidates all in one row or one column?",
  },
  "naked-pair": {
    idea: "Two cells of a house whose only candidates are the same two digits will take those two digits between them, in some order. No other cell of the house can have either digit.",
    spot: "Look for two cells showing the same pair of candidates in one row, column or box.",
  },
  "hidden-pair": {
    idea: "When two digits fit in only the same two cells of a house, those cells must hold them, so every other candidate in those two cells goes.",
    spot: "Count where each digit fits in a house; two digits that share the same two places make a hidden pair.",
  },
  "naked-triple": {
    idea: "Three cells of a house whose candidates, taken together, are only three digits will hold those three digits. The digits leave the rest of the house. A cell need not show all three: {1,2}, {2,3} and {1,3} is a triple too.",
    spot: "Look for three cells in a house with small candidate sets drawn from the same three digits.",
  },
  "hidden-triple": {
    idea: "When three digits of a house fit only within the same three cells, those cells hold them, and their other candidates go.",
    spot: "List where each digit fits in a house; three digits confined to the same three cells make one.",
  },
  "naked-quad": {
    idea: "Four cells of a house whose candidates together are only four digits take those four; the digits leave the rest of the house.",
    spot: "Worth a look in a house with many empty cells, after pairs and triples give nothing.",
  },
  "hidden-quad": {
    idea: "When four digits of a house fit only within the same four cells, those cells hold them, and their other candidates go. In a 9×9 house with eight or fewer empty cells, a hidden quad is the same deduction as a naked subset of the other cells, which the hints would name first; the example below shows the pattern where the naked subset is easier to see.",
    spot: "Rare on its own: look in a house with many empty cells, digit by digit.",
  },
  "x-wing": {
    idea: "If a digit fits in exactly two cells in each of two rows, and those four cells lie in the same two columns, the digit sits on one diagonal of that rectangle. Either way each of the two columns gets it in one of those rows, so the rest of both columns lose it. The same works with rows and columns swapped.",
    spot: "Pick a digit and find rows where it has just two places; two such rows with the same columns make an X-Wing.",
  },
  "swordfish": {
    idea: "An X-Wing on three lines: a digit's places in three rows all lie within the same three columns. The three rows put the digit in those columns three times, once each, so the rest of the three columns lose it.",
    spot: "Rows where the digit has two or three places, whose columns together number three.",
  },
  "jellyfish": {
    idea: "The same on four lines: a digit's places in four rows lie within the same four columns, so the rest of those columns lose it.",
    spot: "Rare: it turns up when X-Wings and Swordfish on the digit give nothing.",
  },
  "xy-wing": {
    idea: "A pivot cell with two candidates, X and Y, sees two pincer cells with candidates X and Z, and Y and Z. Whichever digit the pivot takes, one pincer is left with Z. So a cell that sees both pincers cannot be Z.",
    spot: "Look for three two-candidate cells whose candidates are XY, XZ and YZ, the XY cell seeing the other two.",
  },
  "xyz-wing": {
    idea: "Like an XY-Wing, but the pivot holds all three digits X, Y and Z. Then Z is in the pivot or in one of the pincers, so only a cell that sees all three cells loses Z.",
    spot: "A three-candidate cell seeing two two-candidate cells that share its digits.",
  },
  "w-wing": {
    idea: "Two cells with the same two candidates, X and Y, that do not see each other, are joined by a strong link on X: a house where X has only two places, one seeing each cell. If both cells were Y, neither could be X, and that house would have no X. So one of the two cells is Y, and a cell that sees both loses Y.",
    spot: "Find two distant cells with the same pair, then a line or box where one of the pair's digits has only two places, one near each.",
  },
  "simple-colouring": {
    idea: "Take a digit and the houses where it has exactly two places (conjugate pairs). Chain them and colour the cells alternately: in each pair one colour is true and the other false, all along the chain. If two cells of one colour see each other, that colour is false (a wrap). Any cell that sees one cell of each colour cannot hold the digit (a trap).",
    spot: "Pick a digit with many conjugate pairs and colour along them; then look for clashes and cells seeing both colours.",
  },
  "unique-rectangle": {
    idea: "A proper puzzle has one solution. If four cells in two rows, two columns and two boxes all held only the same two digits, the two digits could swap and give a second solution. So when three corners hold only that pair, the fourth corner must take something else, and it loses both digits of the pair.",
    spot: "Look for three cells with the same pair forming three corners of a rectangle over two boxes.",
  },
  "bug-plus-one": {
    idea: "A grid in which every empty cell has exactly two candidates, each digit twice in each house, is a ‘bivalue universal grave’: it cannot have a single solution. When one cell has three candidates and all others two, that cell must take the digit that would otherwise appear three times in its houses.",
    spot: "Near the end, when every empty cell but one shows exactly two candidates.",
  },
  "x-chain": {
    idea: "A chain on one digit that alternates strong links (a house where the digit has only two places: one of them holds it) and weak links (two cells that see each other: not both hold it). A chain that starts and ends with a strong link has the digit at one end or the other, so a cell that sees both ends loses it. The hint writes a strong link as = and a weak one as -; the board draws them solid and dashed.",
    spot: "Follow one digit's conjugate pairs across the grid, hopping between pairs through cells that see each other.",
  },
  "xy-chain": {
    idea: "A chain of two-candidate cells, each seeing the next and sharing a digit with it. If the first cell is not X, it is its other digit, which forces the next cell, and so on, until the last cell is X. So one end is X, and a cell that sees both ends loses X.",
    spot: "Start from a two-candidate cell and walk through cells with two candidates that see each other, tracking the forced digit.",
  },
  "forcing-chain": {
    idea: "Suppose a cell takes a digit and follow the singles that supposition forces. If they lead to a contradiction, a cell with no candidate left or a digit with no place in a house, the supposition was wrong and the candidate goes. This is the last technique the hints try.",
    spot: "Try a candidate in a cell with two or three candidates and follow the singles; a short chain to a clash is the one to keep.",
  },
  "solver": {
    idea: "When none of these techniques applies, the hint does not guess: the SAT solver, which has proved the puzzle has exactly one solution, names the value of the cell with the fewest candidates. Grading counts such a step as beyond the techniques.",
    spot: "Puzzles rated extreme may need it; the hint says when it happens.",
  },
};
