/**
 * What the rules documents' test (packages/web/src/rules/rules-docs.test.ts) checks of RULES.md and
 * its translations: its one series of rulings, `HG`, numbered from 1 in order, and no variants.
 */
export const rulesDocument = {
  series: [{ prefix: 'HG', rulings: 24 }],
  variants: [],
};
