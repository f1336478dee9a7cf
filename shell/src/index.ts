// Reads the environment's config and registry at once, then crosses the async boundary that lets
// Module Federation negotiate the shared singletons before React loads.
import './early-requests';

import(/* webpackChunkName: "bootstrap" */ './bootstrap');
