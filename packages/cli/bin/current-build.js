// Whether a compiled program (a dist/ folder made by scripts/build-node.mjs) may be run in place
// of its sources: it is built, and none of the source files it was made from (its inputs.json) has
// changed or gone since. DECKTET_FROM_SOURCE=1 always answers no.
import { readFileSync, statSync } from 'node:fs';

/** `dist` and `root` are folder URLs: the build's folder, and the folder its inputs are named from. */
export function isCurrentBuild(dist, root, env = process.env) {
  if (env.DECKTET_FROM_SOURCE === '1') return false;
  try {
    const { built, inputs } = JSON.parse(readFileSync(new URL('inputs.json', dist), 'utf8'));
    return inputs.length > 0 && inputs.every((path) => statSync(new URL(path, root)).mtimeMs <= built);
  } catch {
    return false; // not built, or a source it was made from is gone
  }
}
