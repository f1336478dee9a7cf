#!/usr/bin/env node
// Production build of the shell and the four remotes (skips what is already up to date).
import { buildSlices, install } from './lib.mjs';

const args = process.argv.slice(2);
if (!args.includes('--no-install')) install();
buildSlices({ force: args.includes('--force'), only: args.filter((a) => !a.startsWith('--')).length ? args.filter((a) => !a.startsWith('--')) : null });
