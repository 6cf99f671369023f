import { describe, expect, it } from 'vitest';
import { rulesText } from './rules-text';

const doc = '# Game — rules\n\nA short game.\n\n## Setup\n\nDeal five.\n\n## Actions and notation\n\n`bid <card>`\n';

describe('rules', () => {
  it('lists the sections, shows one by number or word, or everything', () => {
    expect(rulesText(doc, '')).toBe('# Game — rules\n\nA short game.\n\nSections:\n  1) Setup\n  2) Actions and notation\nType "rules <number>" or "rules <word>" to read one, "rules all" for everything.');
    expect(rulesText(doc, '2')).toBe('## Actions and notation\n\n`bid <card>`');
    expect(rulesText(doc, 'NOTATION')).toBe('## Actions and notation\n\n`bid <card>`');
    expect(rulesText(doc, 'all')).toBe(doc.trim());
    expect(rulesText(doc, '9')).toMatch(/No section of the rules matches "9"/);
    expect(rulesText('plain text', '')).toBe('plain text');
  });
});
