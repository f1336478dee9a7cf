// What a slice lends and borrows, and whether two versions still fit. Each slice declares both in
// `src/app/federation-contract.ts`: `Lends` (exposed module -> the props it takes) and `Borrows`
// (`<remote>/<module>` -> the props it passes), typed with the very interfaces its code uses, so
// the slice's typecheck keeps the declaration true. At publish the TypeScript compiler reads them
// and writes each props type out in full (types from libraries as `any`), into the version's
// release.json; a borrower's expectations are then checked against a lender's offer by the
// compiler again (is what the borrower passes assignable to what the lender takes?), prop by prop,
// so a refusal names the consumer and the member that broke.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { ReleaseError, ROOT } from './store.mjs';

export const CONTRACT_FILE = join('src', 'app', 'federation-contract.ts');

function compilerOptions(slice) {
  const configPath = join(ROOT, slice, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, join(ROOT, slice));
  return { ...parsed.options, noEmit: true, types: [] };
}

/**
 * Reads a slice's declaration. `overrides` maps a source file's path (from the repository's root)
 * to other text: what the slice would be with that change (tests; a dry run of a change).
 */
export function readContract(slice, overrides = {}) {
  // One read per slice and process (a release command, the soak bench): the sources do not change meanwhile.
  if (Object.keys(overrides).length) return readContractNow(slice, overrides);
  if (!contracts.has(slice)) contracts.set(slice, readContractNow(slice, {}));
  return contracts.get(slice);
}
const contracts = new Map();

function readContractNow(slice, overrides) {
  const file = join(ROOT, slice, CONTRACT_FILE);
  if (!existsSync(file) && !overrides[join(slice, CONTRACT_FILE)]) return { lends: {}, borrows: {} };
  const options = compilerOptions(slice);
  const host = ts.createCompilerHost(options, true);
  const replaced = new Map(Object.entries(overrides).map(([p, text]) => [join(ROOT, p), text]));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, lang, onError, fresh) =>
    replaced.has(name) ? ts.createSourceFile(name, replaced.get(name), lang, true) : getSourceFile(name, lang, onError, fresh);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => replaced.has(name) || fileExists(name);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => replaced.get(name) ?? readFile(name);
  const program = ts.createProgram([file], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const errors = ts.getPreEmitDiagnostics(program, source).filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length) {
    const text = errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n');
    throw new ReleaseError(`${slice}'s ${CONTRACT_FILE} does not typecheck:\n${text}`);
  }
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(source));
  const read = (name) => {
    const symbol = exports.find((s) => s.name === name);
    if (!symbol) return {};
    const declared = checker.getDeclaredTypeOfSymbol(symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
    const out = {};
    for (const member of checker.getPropertiesOfType(declared)) out[member.name] = propsOf(checker, checker.getTypeOfSymbol(member));
    return out;
  };
  return { lends: read('Lends'), borrows: read('Borrows') };
}

/** Each prop of a props type: optional or not, and its type written out in full. */
function propsOf(checker, type) {
  const props = {};
  for (const p of checker.getPropertiesOfType(type)) {
    const optional = (p.flags & ts.SymbolFlags.Optional) !== 0;
    let t = checker.getTypeOfSymbol(p);
    if (optional) t = checker.getNonNullableType(t);
    props[p.name] = { optional, type: typeText(checker, t, 0, new Set()) };
  }
  return props;
}

// A named interface or class of a library (React's, the DOM's): not ours to check, and huge.
// Types a library only helps to write (zod's inferred shapes of the shared contract) are expanded.
const fromLibrary = (type) => {
  const symbol = type.getSymbol();
  if (!symbol || !(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class))) return false;
  return symbol.declarations?.some((d) => /[\\/]node_modules[\\/]|[\\/]typescript[\\/]lib[\\/]/.test(d.getSourceFile().fileName)) ?? false;
};

const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** A type as self-contained TypeScript text: objects expanded (to a depth), library types as `any`. */
function typeText(checker, type, depth, seen) {
  const F = ts.TypeFlags;
  const simple = F.Any | F.Unknown | F.String | F.Number | F.Boolean | F.BigInt | F.Void | F.Undefined | F.Null | F.Never | F.StringLiteral | F.NumberLiteral | F.BooleanLiteral | F.BigIntLiteral | F.ESSymbol | F.TemplateLiteral;
  if (type.flags & simple) return checker.typeToString(type);
  if (depth > 5 || seen.has(type)) return 'any';
  const next = new Set(seen).add(type);
  const sub = (t) => typeText(checker, t, depth + 1, next);
  if (type.isUnion()) return type.types.map((t) => `(${sub(t)})`).join(' | ');
  if (type.isIntersection()) return type.types.map((t) => `(${sub(t)})`).join(' & ');
  if (checker.isArrayType(type)) return `Array<${sub(checker.getTypeArguments(type)[0])}>`;
  if (checker.isTupleType(type)) return `[${checker.getTypeArguments(type).map(sub).join(', ')}]`;
  if (!(type.flags & F.Object) || fromLibrary(type)) return 'any';
  const parts = [];
  for (const sig of type.getCallSignatures()) {
    const params = sig.getParameters().map((p) => {
      const decl = p.valueDeclaration;
      const opt = decl && ts.isParameter(decl) && (decl.questionToken || decl.initializer) ? '?' : '';
      return `${key(p.name)}${opt}: ${sub(checker.getTypeOfSymbol(p))}`;
    });
    parts.push(`(${params.join(', ')}): ${sub(sig.getReturnType())}`);
  }
  for (const info of checker.getIndexInfosOfType(type)) parts.push(`[k: ${checker.typeToString(info.keyType)}]: ${sub(info.type)}`);
  for (const p of checker.getPropertiesOfType(type)) {
    const optional = (p.flags & ts.SymbolFlags.Optional) !== 0;
    let t = checker.getTypeOfSymbol(p);
    if (optional) t = checker.getNonNullableType(t);
    parts.push(`${key(p.name)}${optional ? '?' : ''}: ${sub(t)}`);
  }
  return `{ ${parts.join('; ')} }`;
}

/**
 * Whether what `borrower` passes to `module` fits what `lender` takes. Both are release records
 * (`{ slice, version, lends, borrows }`). Returns the problems, each a sentence naming the
 * consumer, the module and the member; empty when they fit.
 */
export function checkFit(lender, borrower) {
  const problems = [];
  const lenderRemote = lender.slice.replace(/-/g, '_');
  const who = (r) => `${r.slice}@${r.version}`;
  const checks = [];
  for (const [id, given] of Object.entries(borrower.borrows ?? {})) {
    const [remote, ...rest] = id.split('/');
    if (remote !== lenderRemote) continue;
    const module = `./${rest.join('/')}`;
    const taken = lender.lends?.[module];
    if (!taken) {
      problems.push(`${who(borrower)} borrows ${id}, which ${who(lender)} no longer lends.`);
      continue;
    }
    for (const [name, prop] of Object.entries(given)) {
      if (!taken[name]) problems.push(`${who(borrower)} passes ${id}'s prop \`${name}\`, which ${who(lender)} no longer takes.`);
      else if (prop.optional && !taken[name].optional) problems.push(`${who(borrower)} may leave out ${id}'s prop \`${name}\`, which ${who(lender)} requires.`);
      else checks.push({ id, name, given: prop.type, taken: taken[name].type });
    }
    for (const [name, prop] of Object.entries(taken)) {
      if (!prop.optional && !given[name]) problems.push(`${who(lender)} requires ${id}'s prop \`${name}\`, which ${who(borrower)} does not pass.`);
    }
  }
  if (checks.length) {
    for (const bad of unassignable(checks)) {
      problems.push(`${who(borrower)} passes ${bad.id}'s prop \`${bad.name}\` as \`${bad.given}\`; ${who(lender)} takes \`${bad.taken}\`.`);
    }
  }
  return problems;
}

/** The checks whose given type is not assignable to the taken one (one small program for all). */
function unassignable(checks) {
  const asked = JSON.stringify(checks);
  if (!verdicts.has(asked)) verdicts.set(asked, unassignableNow(checks));
  return verdicts.get(asked);
}
const verdicts = new Map();

function unassignableNow(checks) {
  const name = '/contract-check.ts';
  const text = checks.map((c, i) => `declare const given${i}: ${c.given};\nconst taken${i}: ${c.taken} = given${i};\nvoid taken${i};\n`).join('');
  const options = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts'], types: [] };
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, lang, onError, fresh) => (file === name ? ts.createSourceFile(file, text, lang, true) : getSourceFile(file, lang, onError, fresh));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => file === name || fileExists(file);
  const program = ts.createProgram([name], options, host);
  const source = program.getSourceFile(name);
  const bad = new Set();
  for (const d of ts.getPreEmitDiagnostics(program, source)) {
    if (d.file !== source || d.start === undefined) continue;
    const line = source.getLineAndCharacterOfPosition(d.start).line;
    bad.add(Math.floor(line / 3));
  }
  return [...bad].map((i) => checks[i]);
}

/** A stored version's contract, or the slice's source's for its working build (`dist`). */
export function contractOf(slice, version, readRelease) {
  if (version === 'dist') return { slice, version, ...readContract(slice) };
  const record = readRelease(slice, version);
  return record ? { slice, version, lends: record.lends ?? {}, borrows: record.borrows ?? {} } : null;
}

/**
 * Every problem `candidate` (a release record of `candidate.slice`) would have in `registry`: with
 * each other slice's live and canary version, as lender and as borrower.
 */
export function gate(candidate, registry, readRelease) {
  const problems = [];
  for (const [remote, entry] of Object.entries(registry.slices)) {
    const slice = remote.replace(/_/g, '-');
    if (slice === candidate.slice) continue;
    for (const running of [entry.live, entry.canary].filter(Boolean)) {
      const other = contractOf(slice, running.version, readRelease);
      if (!other) continue;
      problems.push(...checkFit(candidate, other), ...checkFit(other, candidate));
    }
  }
  return [...new Set(problems)];
}

