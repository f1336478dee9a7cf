// Runtime configuration: the shell (or a remote running standalone) sets it once at start from
// its environment's runtime-config.json, so one build serves every environment.

export interface RuntimeConfig {
  apiBase: string;
}

const defaults: RuntimeConfig = { apiBase: 'http://localhost:4000' };
let current: RuntimeConfig = { ...defaults };

export function configure(partial: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...current, ...partial };
  return current;
}

export function getConfig(): RuntimeConfig {
  return current;
}

/**
 * Reads `runtime-config.json` next to the page (or a response already on its way, which the
 * shell starts before its code has downloaded); keeps the defaults when it is missing.
 */
export async function loadRuntimeConfig(source: string | Promise<Response | null> = '/runtime-config.json'): Promise<RuntimeConfig> {
  try {
    const res = await (typeof source === 'string' ? fetch(source, { cache: 'no-cache' }) : source);
    if (res?.ok) return configure((await res.json()) as Partial<RuntimeConfig>);
  } catch {
    // offline or missing: the defaults serve local development
  }
  return current;
}
