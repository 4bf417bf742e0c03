/**
 * The puzzles printed in the origin expert-system report (the shared seeds, document 002), transcribed:
 * its built-in sample with the printed answer, and the three appendix puzzles. The report solved the first two
 * appendix puzzles and stalled on the third with 25 cells open.
 */
export const ORIGIN_SAMPLE = {
  puzzle: "605103000000000903000600000086010005400000007100020340000001000709000000000904801",
  answer: "645193782271845963938672154386417295452389617197526348864731529719258436523964871",
};

export const ORIGIN_APPENDIX = [
  {
    source: "websudoku Evil, solved by the origin",
    puzzle: "200000500000200907040500000070083002010000070500720060000008020301009000007000004",
    answer: "293847516185236947746591238679183452412965873538724169964358721321479685857612394",
  },
  {
    source: "sudoku-solutions Medium, solved by the origin",
    puzzle: "000402090040000060100050300608940000700000001000023406001080002070000010060107000",
    answer: "356472198947318265182659347628941573734865921519723486491586732875234619263197854",
  },
  {
    source: "sudoku-solutions Hard, the origin stalled with 25 cells open",
    puzzle: "200008305100006000960070200050600800000020000002001090001060053000300008403500006",
    answer: null,
  },
] as const;
