import type { IncomingMessage, ServerResponse } from 'node:http';

export const SEO_TTL_MS: number;
export const DISALLOWED: string[];
export function robotsTxt(origin: string): string;
export function seoFiles(o: { origin: string; apiBase: () => string; now?: () => number }): (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean;
