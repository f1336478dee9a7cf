import type { ChildProcess } from 'node:child_process';

export const ROOT: string;
export function startApi(o: { port: number; corsOrigins: string[]; env?: Record<string, string> }): Promise<{
  child: ChildProcess;
  dataDir: string;
  outboxDir: string;
}>;
export function localOrigins(ports: number[]): string[];
