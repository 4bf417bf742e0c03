/**
 * The site's pages, in one list that both sides read: the browser's router takes each page's title from it, and the
 * Worker answers 404 for any path that matches none of them (instead of the app shell with 200). Pure: no I/O.
 */
import { isCalendarDay } from "./calendar";

export const SITE_NAME = "SAT Sudoku";

export interface SitePage {
  /** A path pattern: literal segments and `:name` for one non-empty segment. */
  path: string;
  /** The document title; `:name` is replaced by that segment of the path. */
  title: string;
  /** The values a named segment may take, where not every one names a page (an archive day must be a real date). */
  accepts?: Readonly<Record<string, (segment: string) => boolean>>;
}

export const SITE_PAGES: readonly SitePage[] = [
  { path: "/", title: "Daily Sudoku" },
  { path: "/daily/:date", title: "Daily Sudoku, :date", accepts: { date: isCalendarDay } },
  { path: "/play", title: "Play a new puzzle" },
  { path: "/p/:code", title: "Shared puzzle" },
  { path: "/enter", title: "Enter a puzzle" },
  { path: "/sat", title: "SAT solver" },
  { path: "/api", title: "HTTP API" },
  { path: "/widget", title: "Put a puzzle on your site" },
  { path: "/v", title: "Variant puzzle" },
  { path: "/print", title: "Print a sheet of puzzles" },
  { path: "/learn", title: "Solving techniques" },
];

/**
 * Addresses people guess that name a page by another path: `/daily` is today's puzzle, which lives at `/`. The Worker
 * answers them with a permanent redirect that keeps the query (`/daily?d=hard`).
 */
export const SITE_REDIRECTS: Readonly<Record<string, string>> = { "/daily": "/" };

/** Where `pathname` (one trailing slash tolerated) redirects to, or null. */
export function redirectOf(pathname: string): string | null {
  const trimmed = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return Object.hasOwn(SITE_REDIRECTS, trimmed) ? SITE_REDIRECTS[trimmed] : null;
}

const segments = (path: string): string[] => path.split("/").filter((s) => s.length > 0);

/** The page whose pattern matches `pathname` (one trailing slash tolerated), with its named segments. */
export function matchPage(pathname: string): { page: SitePage; params: Record<string, string> } | null {
  const parts = segments(pathname);
  for (const page of SITE_PAGES) {
    const pattern = segments(page.path);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((p, i) => {
      if (p.startsWith(":")) {
        params[p.slice(1)] = parts[i];
        return true;
      }
      return p === parts[i];
    });
    const accepted = Object.entries(page.accepts ?? {}).every(([name, accepts]) => accepts(params[name] ?? ""));
    if (fits && accepted) return { page, params };
  }
  return null;
}

/** The document title for `pathname`: "SAT solver · SAT Sudoku", or "Page not found · SAT Sudoku". */
export function pageTitle(pathname: string): string {
  const found = matchPage(pathname);
  if (!found) return `Page not found · ${SITE_NAME}`;
  const title = found.page.title.replace(/:(\w+)/g, (_, name: string) => {
    try {
      return decodeURIComponent(found.params[name] ?? "");
    } catch {
      return found.params[name] ?? "";
    }
  });
  return `${title} · ${SITE_NAME}`;
}
