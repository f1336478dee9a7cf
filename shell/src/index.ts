// Reads the environment's config and registry at once, then crosses the async boundary that lets
// Module Federation negotiate the shared singletons before React loads.
import './early-requests';

// In a task of its own: the federation runtime's start and the shared modules' negotiation are each
// a long piece of work on a slow phone; together they were one task of 20-40 ms here.
setTimeout(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
