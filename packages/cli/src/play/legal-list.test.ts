import { describe, expect, it } from 'vitest';
import { makeStyle } from '../terminal/style';
import { legalActionsText, numberedActions } from './legal-list';

const style = makeStyle({ plain: true });

describe('legal action lists', () => {
  it('numbers the actions in columns that fit the width, with what each does', () => {
    const legal = ['pass', 'cast wyrm at 2', 'cast wyrm suns 1 at 2'];
    const describe = (a: string) => (a === 'pass' ? null : a.includes('suns') ? 'Fire Ball 1 at Bo' : 'Hit at Bo');
    const two = numberedActions(legal, [0, 1, 2], style, describe, 100).split('\n');
    expect(two).toEqual([`  1) pass${' '.repeat(41)}2) cast wyrm at 2  (Hit at Bo)`, '  3) cast wyrm suns 1 at 2  (Fire Ball 1 at Bo)']);
    expect(numberedActions(legal, [0, 1, 2], style, describe, 80).split('\n')).toHaveLength(3);
    expect(legalActionsText(legal, style, undefined, 200)).toBe('  1) pass                    2) cast wyrm at 2          3) cast wyrm suns 1 at 2');
  });

  it('groups a very long list by its first words, keeping single actions numbered', () => {
    const legal = [...Array.from({ length: 60 }, (_, i) => `decipher tomb${(i % 3) + 1} card-${i} as 1`), 'discard watchman'];
    const text = legalActionsText(legal, style);
    expect(text).toContain('decipher tomb1 …  (20 ways: type "decipher tomb1" to list them)');
    expect(text).toContain('decipher tomb3 …  (20 ways: type "decipher tomb3" to list them)');
    expect(text).toContain('61) discard watchman');
    expect(text.split('\n')).toHaveLength(4);
  });
});
