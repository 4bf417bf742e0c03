import { render } from "preact";

function App() {
  return <main><h1>SAT Sudoku</h1></main>;
}

render(<App />, document.getElementById("app")!);
