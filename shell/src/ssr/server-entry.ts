// The shell's Node build: the rendering server (scripts/shell-server.mjs) requires this file and
// awaits `ready`. The import crosses the federation boundary, so React and the shared packages are
// negotiated with the remotes' Node builds before any page renders.
export const ready = import('./render');
