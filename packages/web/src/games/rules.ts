/**
 * Each game's players' rules (its RULES.md), bundled as separate chunks and fetched only when
 * the rules page opens.
 */
const RULES = import.meta.glob<string>('../../../games/*/RULES.md', { query: '?raw', import: 'default' });

export function rulesLoader(packageDir: string): () => Promise<string> {
  const load = RULES[`../../../games/${packageDir}/RULES.md`];
  return load ?? (() => Promise.resolve('The rules text for this game is not available in this build.'));
}
