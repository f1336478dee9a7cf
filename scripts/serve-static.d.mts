import type { Server } from 'node:http';

export function serveStatic(o: {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  overlays?: Record<string, string>;
}): Promise<Server>;
export function shellPolicy(html: string, registry: Record<string, string>, runtimeConfig: { apiBase?: string }): string;
