#!/usr/bin/env node
// The shell's server is typed code in shell/server/ (Fastify). This file lets the plain-JavaScript
// scripts (start, benches) and the browser tests start it: it registers tsx, then hands over.
//   node scripts/shell-server.mjs        runs shell/server/main.ts (one worker per core)
//   import { startShellServer }          starts one server in this process
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const app = await import('../shell/server/app.ts');

export const { startShellServer, buildShellServer } = app;
export const { shellAssets } = await import('../shell/server/assets.ts');

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await import('../shell/server/main.ts');
