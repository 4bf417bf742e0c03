/** Routes only: each page is a component; the rarely used ones load on demand to keep the first load small. */
import { useEffect } from "preact/hooks";
import { ErrorBoundary, LocationProvider, Route, Router, useLocation } from "preact-iso";
import { pageTitle } from "../worker/core/site-routes";
import { lazyPage } from "./page-loader";
import { DailyPage } from "./pages/daily";

const PlayPage = lazyPage(() => import("./pages/play").then((m) => m.PlayPage));
const SharedPage = lazyPage(() => import("./pages/shared").then((m) => m.SharedPage));
const EnterPage = lazyPage(() => import("./pages/enter").then((m) => m.EnterPage));
const SatPage = lazyPage(() => import("./pages/sat").then((m) => m.SatPage));
const ApiPage = lazyPage(() => import("./pages/api-docs").then((m) => m.ApiPage));
const WidgetPage = lazyPage(() => import("./pages/widget").then((m) => m.WidgetPage));
const VariantPage = lazyPage(() => import("./pages/variant").then((m) => m.VariantPage));
const PrintSheetPage = lazyPage(() => import("./pages/print-sheet").then((m) => m.PrintSheetPage));
const LearnPage = lazyPage(() => import("./pages/learn").then((m) => m.LearnPage));

function NotFound() {
  return (
    <main id="main" class="page">
      <h1>Not found</h1>
      <p>There is no page here. <a href="/">Play today’s puzzle</a>.</p>
    </main>
  );
}

/** Each route names itself in the tab and in history (the list of titles is shared with the Worker's 404). */
function RouteTitle() {
  const { path } = useLocation();
  useEffect(() => {
    document.title = pageTitle(path);
  }, [path]);
  return null;
}

/**
 * The skip link's target: the puzzle's active cell where there is a board, else the page's <main>, which is made
 * focusable for this (a <main> cannot take focus by default, so the link would otherwise do nothing). Every page's
 * <main> is #main, so the link also works without scripts and names a real target for assistive tools.
 */
function skipToContent(event: Event) {
  event.preventDefault();
  const target = document.querySelector<HTMLElement>("#main [role=gridcell][tabindex='0']") ?? document.getElementById("main");
  if (!target) return;
  if (target.tagName === "MAIN" && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus();
}

function Header() {
  return (
    <header class="site">
      <a class="skip" href="#main" onClick={skipToContent}>Skip to main content</a>
      <a class="brand" href="/">SAT Sudoku</a>
      <nav aria-label="Main">
        <a href="/">Daily</a>
        <a href="/play">Play</a>
        <a href="/enter">Enter</a>
        <a href="/learn">Learn</a>
        {/* A no-break space: on a touch screen the link is a flex box, which drops a plain space leading a child. */}
        <a href="/sat">SAT<span class="nav-long">{"\u00a0solver"}</span></a>
        <a href="/api">API</a>
        <a href="/widget">Embed</a>
      </nav>
    </header>
  );
}

export function App() {
  return (
    <LocationProvider>
      <RouteTitle />
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
          <Route path="/print" component={PrintSheetPage} />
          <Route path="/learn" component={LearnPage} />
          <Route default component={NotFound} />
        </Router>
      </ErrorBoundary>
    </LocationProvider>
  );
}
