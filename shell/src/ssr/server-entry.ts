// The shell's Node build: the rendering server (scripts/shell-server.mjs) requires this file and
// awaits `ready`. The import crosses the federation boundary, so React and the shared packages are
// negotiated with the remotes' Node builds before any page renders. The forms' answers (forms.ts)
// come with it.
export const ready = Promise.all([import('./render'), import('./forms')]).then(([render, forms]) => ({ ...render, ...forms }));
