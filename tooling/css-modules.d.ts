declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';

/** Set at build time from SLICE_RELEASE_LABEL; empty for ordinary builds. */
declare const __SLICE_RELEASE__: string;
