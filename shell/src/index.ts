// The shell's browser entry (how a page starts: page-start.ts). Reads the environment's config and
// registry at once, then crosses the async boundary that lets Module Federation negotiate the shared
// singletons before React loads.
import './early-requests';
import { startApp } from './page-start';

// In a task of its own: the federation runtime's start and the shared modules' negotiation are each
// a long piece of work on a slow phone; together they were one task of 20-40 ms here.
setTimeout(() => void startApp(), 0);
