// Kysely builds and compiles a query anew on every call; for the catalogue's hot reads that is about
// a tenth of an uncached answer's CPU. A template compiles a query once per shape (whatever its SQL
// text depends on), with a marker in place of each value that changes between calls, and from then
// on only fills in the parameters.
import type { Compilable, CompiledQuery } from 'kysely';

/** Marks a value to fill in; it starts with a NUL, which no request can carry (app.ts refuses it). */
const MARK = '\u0000value:';

/** A placeholder for the value called `name` (typed as whatever the builder needs there). */
export type Slot = <T>(name: string) => T;

interface Template {
  query: CompiledQuery;
  /** Per parameter: the name of the value to fill in, or undefined to keep the compiled constant. */
  names: (string | undefined)[];
}

/** Template texts PostgreSQL should keep prepared per connection (db/index.ts names them). */
const preparedTexts = new Set<string>();
const MAX_PREPARED = 200;

/** Whether this SQL text is a template to keep prepared (`prepare` in compile). */
export function keepsPrepared(text: string): boolean {
  return preparedTexts.has(text);
}

export class QueryTemplates {
  private readonly templates = new Map<string, Template>();

  constructor(private readonly max = 1000) {}

  /**
   * The query of this `shape`, with `values` in its parameters. `build` must make the same SQL for
   * the same shape and take every value that varies between calls from `slot(name)`. `prepare`:
   * PostgreSQL keeps the statement prepared on each connection, so it can stop planning it anew
   * (it moves to a generic plan only when that costs no more than planning each call).
   */
  compile<R>(shape: string, values: Readonly<Record<string, unknown>>, build: (slot: Slot) => Compilable<R>, { prepare = false } = {}): CompiledQuery<R> {
    let template = this.templates.get(shape);
    if (!template) {
      const query = build(<T>(name: string) => `${MARK}${name}` as T).compile();
      if (prepare && preparedTexts.size < MAX_PREPARED) preparedTexts.add(query.sql);
      const names = query.parameters.map((p) => (typeof p === 'string' && p.startsWith(MARK) ? p.slice(MARK.length) : undefined));
      if (this.templates.size >= this.max) this.templates.delete(this.templates.keys().next().value as string);
      template = { query, names };
      this.templates.set(shape, template);
    }
    const { query, names } = template;
    const parameters = query.parameters.map((constant, i) => {
      const name = names[i];
      if (name === undefined) return constant;
      if (values[name] === undefined) throw new Error(`query template ${shape}: no value for ${name}`);
      return values[name];
    });
    return { ...query, parameters } as CompiledQuery<R>;
  }
}
