import { describe, expect, it } from 'vitest';
import { RULES_LANGUAGE, rulesLoader } from '../games/rules';

describe('a game’s rules, in the reader’s language', () => {
  it('are the translation where the game has one', async () => {
    const rules = await rulesLoader('dueling-runes')('es');
    expect(rules.language).toBe('es');
    expect(rules.text.startsWith('# Duelo de Runas\n')).toBe(true);
  });

  it('are the English RULES.md in English and in a language without a translation', async () => {
    for (const language of [RULES_LANGUAGE, 'fr']) {
      const rules = await rulesLoader('hieroglyphs')(language);
      expect(rules.language, language).toBe('en');
      expect(rules.text.startsWith('# Hieroglyphs\n'), language).toBe(true);
    }
  });

  it('say they are missing for a game without rules in this build', async () => {
    expect(await rulesLoader('chess')('es')).toEqual({ text: 'The rules text for this game is not available in this build.', language: 'en' });
  });
});
