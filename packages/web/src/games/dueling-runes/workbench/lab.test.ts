import { describe, expect, it } from 'vitest';
import { configSchema } from '@decktet/dueling-runes';
import { MAX_LINK_CHARS, linkFragment, readFragment } from './permalink';
import { botSpec, settingsProblems, standardSettings, studyOf } from './settings';

describe("the Workbench's settings and links", () => {
  it('DRA-35, DRA-9: the settings make a side-by-side study: the edited config against the standard one, the same bots and seeds', () => {
    const s = { ...standardSettings('abc'), health: 8, level: 'random', forbidden: [['fear'], []] as const, bounds: { 'seat balance': { min: 0.4, max: 0.6 } } };
    const study = studyOf(s);
    expect(study.study).toBe('lab-abc');
    expect(study.runs.map((r) => [r.run, r.seed, r.bots])).toEqual([
      ['edited', 'abc', ['random:no=fear', 'random']],
      ['standard', 'abc', ['random:no=fear', 'random']],
    ]);
    expect(configSchema.parse(study.runs[0]!.config)).toMatchObject({ variant: 'advanced', health: [8, 8] });
    expect(study.runs[1]!.config).toEqual({ variant: 'advanced', players: 2 });
    expect(study.bounds).toEqual({ 'seat balance': { min: 0.4, max: 0.6 } });
    expect(botSpec('easy', ['fear', 'charm'])).toBe('easy:no=fear+charm');
    // Three players: seat 1's fair score is a third.
    const three = studyOf({ ...standardSettings('abc'), players: 3 });
    expect(three.bounds!['seat balance']!.min).toBeCloseTo(1 / 3 - 0.05);
    expect(three.bounds!['seat balance']!.max).toBeCloseTo(1 / 3 + 0.05);
    expect(studyOf(standardSettings('abc')).bounds).toBeUndefined();
  });

  it('DRA-35: problems name what is wrong, from the rules and from the study', () => {
    expect(settingsProblems(standardSettings('abc'))).toEqual([]);
    expect(settingsProblems({ ...standardSettings('abc'), counterSpell: [] }).map((p) => p.path.join('.'))).toEqual(['counterSpell']);
    expect(settingsProblems({ ...standardSettings('abc'), chunk: 3 })).toEqual([{ path: ['study'], message: 'the study: "chunk" must be an even number of games, at least 2, not 3' }]);
  });

  it('a link carries the settings and the chunks played, compressed, and reads back the same; a changed link is refused', async () => {
    const shared = { settings: { ...standardSettings('xyz'), health: 9 }, chunks: 6 };
    const fragment = await linkFragment(shared);
    expect(fragment.length).toBeLessThan(1200);
    expect(await readFragment(`#${fragment}`)).toEqual(shared);
    expect(await readFragment('')).toBeNull();
    await expect(readFragment(`#${fragment.slice(0, -10)}`)).rejects.toThrow('the link is cut short or changed');
  });

  it('a hostile link is refused before it costs the visitor anything: settings that unpack to megabytes, more games than its study plays', async () => {
    // A few kB of link that would unpack to a megabyte of JSON (spaces compress to almost nothing).
    const swollen = new Blob(['{"v":1,' + " ".repeat(1 << 20) + "}"]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    const bytes = new Uint8Array(await new Response(swollen).arrayBuffer());
    const encoded = btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
    expect(encoded.length).toBeLessThan(MAX_LINK_CHARS);
    await expect(readFragment(`#s=${encoded}`)).rejects.toThrow('unpack to more than 64 kB');
    // 21 chunks of 10 games are 210 games; two runs capped at 100 games each play at most 200.
    const greedy = await linkFragment({ settings: { ...standardSettings('xyz'), chunk: 10, cap: 100 }, chunks: 21 });
    await expect(readFragment(`#${greedy}`)).rejects.toThrow('chunks: the link replays more games than its study plays');
    const fair = await linkFragment({ settings: { ...standardSettings('xyz'), chunk: 10, cap: 100 }, chunks: 20 });
    expect((await readFragment(`#${fair}`))?.chunks).toBe(20);
  });
});
