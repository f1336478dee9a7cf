/**
 * A full page load at `path`. The location choice needs it: every slice reads the location when
 * it loads its lists, so reloading is the one way to make all of them match the new area.
 * Kept in its own module so tests can replace it (jsdom cannot navigate).
 */
export function reloadAppAt(path: string): void {
  window.location.href = path;
}
