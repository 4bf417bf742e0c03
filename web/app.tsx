/** Routes only: each page is a component; the rarely used ones load on demand to keep the first load small. */
import { ErrorBoundary, lazy, LocationProvider, Route, Router } from "preact-iso";
import { DailyPage } from "./pages/daily";

const PlayPage = lazy(() => import("./pages/play").then((m) => m.PlayPage));
const SharedPage = lazy(() => import("./pages/shared").then((m) => m.SharedPage));
const EnterPage = lazy(() => import("./pages/enter").then((m) => m.EnterPage));
const SatPage = lazy(() => import("./pages/sat").then((m) => m.SatPage));
const ApiPage = lazy(() => import("./pages/api-docs").then((m) => m.ApiPage));
const WidgetPage = lazy(() => import("./pages/widget").then((m) => m.WidgetPage));
const VariantPage = lazy(() => import("./pages/variant").then((m) => m.VariantPage));

function NotFound() {
  return (
    <main class="page">
      <h1>Not found</h1>
      <p>There is no page here. <a href="/">Play today’s puzzle</a>.</p>
    </main>
  );
}

function Header() {
  return (
    <header class="site">
      <a class="skip" href="#main" onClick={(e) => { e.preventDefault(); document.querySelector<HTMLElement>("[role=gridcell][tabindex='0'], main")?.focus(); }}>
        Skip to the puzzle
      </a>
      <a class="brand" href="/">SAT Sudoku</a>
      <nav aria-label="Main">
        <a href="/">Daily</a>
        <a href="/play">Play</a>
        <a href="/enter">Enter</a>
        <a href="/sat">SAT solver</a>
        <a href="/api">API</a>
        <a href="/widget">Embed</a>
      </nav>
    </header>
  );
}

export function App() {
  return (
    <LocationProvider>
      <Header />
      <ErrorBoundary>
        <Router>
          <Route path="/" component={DailyPage} />
          <Route path="/daily/:date" component={DailyPage} />
          <Route path="/play" component={PlayPage} />
          <Route path="/p/:code" component={SharedPage} />
          <Route path="/enter" component={EnterPage} />
          <Route path="/sat" component={SatPage} />
          <Route path="/api" component={ApiPage} />
          <Route path="/widget" component={WidgetPage} />
          <Route path="/v" component={VariantPage} />
          <Route default component={NotFound} />
        </Router>
      </ErrorBoundary>
    </LocationProvider>
  );
}
