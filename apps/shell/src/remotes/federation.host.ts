import { createInstance } from '@module-federation/enhanced/runtime';
import * as contracts from '@leadgen/contracts';
import * as ui from '@leadgen/ui';
import React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';

/*
 * The shell is built without the Module Federation plugin, so the landing, sign-in and sign-up
 * pages load no federation runtime: it arrives with the first remote a rep opens (this module's
 * chunk, 'federation'), and hands the remotes the shell's own React, UI kit and contracts as
 * singletons. Each remote then uses these copies and never downloads its own (same names and
 * versions as the remotes' builds share).
 */

/** Name, version and required version of each shared module, from the webpack config (tools/webpack/federated-app.mjs). */
declare const FEDERATION_SHARED: Record<string, { version: string; requiredVersion: string }>;

const PROVIDED: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  '@leadgen/ui': ui,
  '@leadgen/contracts': contracts,
};

/**
 * Handed out only when a remote first asks for it: the shell keeps no server state itself, so
 * /app downloads TanStack Query with the first remote that uses it (one copy for all of them).
 */
const PROVIDED_ON_DEMAND: Record<string, () => Promise<unknown>> = {
  '@tanstack/react-query': () => import(/* webpackChunkName: "react-query" */ '@tanstack/react-query'),
};

function sharedModules() {
  return Object.fromEntries(
    Object.entries(FEDERATION_SHARED).map(([name, { version, requiredVersion }]) => {
      const shareConfig = { singleton: true, requiredVersion };
      const onDemand = PROVIDED_ON_DEMAND[name];
      if (onDemand) return [name, { version, get: () => onDemand().then((mod) => () => mod), shareConfig }];
      if (!(name in PROVIDED)) throw new Error(`The shell shares ${name} but does not provide it`);
      return [name, { version, lib: () => PROVIDED[name], shareConfig }];
    }),
  );
}

/** The shell's federation host: remotes are registered on it at run time, from remotes.json. */
export const federation = createInstance({ name: 'shell', remotes: [], shared: sharedModules() });
