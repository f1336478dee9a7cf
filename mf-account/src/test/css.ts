// CSS is not processed in the component tests (css: false; even `?raw` is stubbed), so a style rule
// a test depends on is read from the stylesheet's source, next to the running test file.

/** The source of `fileName`, a stylesheet in the running test file's folder. */
export async function readCssBesideTest(fileName: string, testPath: string | undefined): Promise<string> {
  const fsModule = 'node:fs';
  const { readFileSync } = (await import(/* @vite-ignore */ fsModule)) as { readFileSync: (path: string, encoding: 'utf8') => string };
  return readFileSync((testPath ?? '').replace(/[^/\\]+$/, fileName), 'utf8');
}

/** The declarations of the rules whose selector list is exactly `selector`. */
export function ruleBody(css: string, selector: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('}')
    .map((rule) => rule.split('{'))
    .filter(([head]) => head.split(',').map((s) => s.trim()).join(',') === selector)
    .map(([, body]) => body)
    .join(';');
}
