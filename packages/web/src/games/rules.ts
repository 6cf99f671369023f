import type { RulesText } from '../play/types';

/**
 * Each game's players' rules (its RULES.md, in English, and its translations RULES.<language>.md
 * beside it), bundled as separate chunks and fetched only when the rules page opens.
 */
const RULES = import.meta.glob<string>('../../../games/*/RULES*.md', { query: '?raw', import: 'default' });

/** The language every game's RULES.md is written in; a reader of any other without a translation gets it. */
export const RULES_LANGUAGE = 'en';

const NOT_AVAILABLE = 'The rules text for this game is not available in this build.';

function rulesFile(packageDir: string, language: string): string {
  const name = language === RULES_LANGUAGE ? 'RULES.md' : `RULES.${language}.md`;
  return `../../../games/${packageDir}/${name}`;
}

/** A game's rules in the reader's language where it has them, else in English. */
export function rulesLoader(packageDir: string): (language: string) => Promise<RulesText> {
  return async (language) => {
    const written = RULES[rulesFile(packageDir, language)] ? language : RULES_LANGUAGE;
    const load = RULES[rulesFile(packageDir, written)];
    return { text: load ? await load() : NOT_AVAILABLE, language: written };
  };
}
