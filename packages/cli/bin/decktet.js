#!/usr/bin/env node
// The `decktet` command. Runs the compiled CLI (packages/cli/dist, made by `npm run build:node`)
// when it is built and none of the sources it was made from has changed since; otherwise runs the
// TypeScript sources through tsx (registered here, so the command works from any folder).
// DECKTET_FROM_SOURCE=1 always runs the sources.
import { isCurrentBuild } from './current-build.js';

const dist = new URL('../dist/', import.meta.url);
if (isCurrentBuild(dist, new URL('../../../', import.meta.url))) {
  process.setSourceMapsEnabled(true);
  await import(new URL('main.js', dist).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/main.ts');
}
