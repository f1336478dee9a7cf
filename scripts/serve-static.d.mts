import type { Server } from 'node:http';

export function serveStatic(o: {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  overlays?: Record<string, string>;
  mounts?: Record<string, string>;
}): Promise<Server>;
export function shellPolicy(
  html: string,
  registry: Record<string, string>,
  runtimeConfig: { apiBase?: string },
  nonce?: string | null,
  inline?: { scripts: string[]; styles: string[] },
): string;
export function staticHandler(o: { dir: string; spa?: boolean; overlays?: Record<string, string>; mounts?: Record<string, string> }): (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void;
