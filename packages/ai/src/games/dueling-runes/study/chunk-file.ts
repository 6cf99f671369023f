/**
 * A run's data file read back (`<run>.jsonl`): its chunks checked line by line, and whether a
 * chunk plays as the run's first did, the game reading a kept config as it was when stored.
 */
import { recordedConfigOf } from '@decktet/engine';
import { BOT_GAMES } from '../../../registry';
import { CHUNK_FORMAT, type ChunkRecord, type DuelRecord, playedAs } from './chunk';
import { type StudyRun, chunkSeed, isRecord } from './definition';

/**
 * Whether `later` plays as `first` did: the same game and bots, and the same config as the game
 * reads a kept one (`recordedConfigOf`): a setting the game added since is read as it was when
 * `first` was stored — a chunk of the Advanced Game from before its tables had names played the
 * original table, so only a run that names that table goes on with it.
 */
export function playsAsBefore(first: Pick<ChunkRecord, 'game' | 'config' | 'bots' | 'botSpecs'>, later: Pick<ChunkRecord, 'game' | 'config' | 'bots' | 'botSpecs'>): boolean {
  if (first.game !== later.game || JSON.stringify(first.bots) !== JSON.stringify(later.bots) || JSON.stringify(first.botSpecs) !== JSON.stringify(later.botSpecs)) return false;
  const game = BOT_GAMES.find(first.game)?.game;
  const read = (config: unknown) => (game ? recordedConfigOf(game, config) : config);
  const was = read(first.config);
  const now = read(later.config);
  if (!isRecord(was) || !isRecord(now)) return JSON.stringify(was) === JSON.stringify(now);
  const keys = new Set([...Object.keys(was), ...Object.keys(now)]);
  return [...keys].every((k) => JSON.stringify(was[k]) === JSON.stringify(now[k]));
}

/**
 * Reads a run's data file: one chunk per line, chunks 0, 1, 2, … in order, all of the run and
 * all played the same way. Throws an Error naming the file and line of the first fault.
 */
export function parseChunks(text: string, file: string, study: string, run: StudyRun): ChunkRecord[] {
  const chunks: ChunkRecord[] = [];
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  lines.forEach((line, i) => {
    const fail = (what: string): never => {
      throw new Error(`${file}, line ${i + 1}: ${what}`);
    };
    let c: unknown;
    try {
      c = JSON.parse(line);
    } catch {
      // A last line without its end was cut short while being written (the machine stopped, say).
      if (i === lines.length - 1 && !text.endsWith('\n')) fail('an unfinished chunk (cut short while it was written): remove this line and run again, which plays that chunk again, the same games');
      fail(`not a chunk's JSON (${line.length > 60 ? `${line.slice(0, 60)}…` : line || 'an empty line'})`);
    }
    if (!isRecord(c)) return fail('not a JSON object');
    if (c.format !== CHUNK_FORMAT) fail(`data format ${JSON.stringify(c.format)}, this tool reads format ${CHUNK_FORMAT}`);
    if (c.study !== study || c.run !== run.run) fail(`a chunk of ${String(c.study)}/${String(c.run)}, in the file of ${study}/${run.run}`);
    if (c.chunk !== i) fail(`chunk ${JSON.stringify(c.chunk)} where chunk ${i} belongs (one line per chunk, in order)`);
    if (c.seed !== chunkSeed(run, i)) fail(`seed ${JSON.stringify(c.seed)} where the run plays "${chunkSeed(run, i)}"`);
    if (!Array.isArray(c.duels) || c.duels.length !== c.games || !c.duels.every(isDuel)) fail('its duels are missing or malformed');
    if (chunks.length && !playsAsBefore(chunks[0]!, c as unknown as ChunkRecord)) fail(`played as ${playedAs(c as unknown as ChunkRecord)}, not as line 1 (${playedAs(chunks[0]!)})`);
    chunks.push(c as unknown as ChunkRecord);
  });
  return chunks;
}

function isDuel(d: unknown): d is DuelRecord {
  return (
    isRecord(d) &&
    Array.isArray(d.scores) &&
    d.scores.every((s) => typeof s === 'number' && s >= 0 && s <= 1) &&
    Array.isArray(d.botBySeat) &&
    typeof d.turns === 'number' &&
    typeof d.turnLimit === 'boolean' &&
    isRecord(d.casts) &&
    Object.values(d.casts).every((n) => typeof n === 'number' && n >= 0)
  );
}
