import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { goofspielUi } from './ui';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** docs/architecture.md, "Adding a game": a game's words may live in its own folder (`i18n/<language>.json`). */
describe("Goofspiel's words", () => {
  it('come from its folder in every language, its name from its rules', async () => {
    await i18n.changeLanguage('en');
    expect(goofspielUi.blurb).toBe('Bid a card from your hand for each prize.');
    await i18n.changeLanguage('es');
    expect(goofspielUi.blurb).toBe('Puja una carta de tu mano por cada premio.');
    expect(goofspielUi.name).toBeUndefined();
  });
});
