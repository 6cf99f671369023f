/**
 * What the rules documents' test (packages/web/src/rules/rules-docs.test.ts) checks of RULES.md and
 * its translations: the series of rulings, each numbered from 1, in order (the basic game's `DR`,
 * then the Advanced Game's `DRA`), and the variants' sections after the rulings.
 */
export const rulesDocument = {
  series: [
    { prefix: 'DR', rulings: 39 },
    { prefix: 'DRA', rulings: 34 },
  ],
  variants: ['The Advanced Game'],
};
