/**
 * The Workbench's study, played as `decktet study run` plays one: chunk after chunk of the
 * unfinished run with the fewest games (`nextRun`), every chunk's games spread over a pool of
 * players (the browser's Web Workers), until every run is done (decided or at the cap), the
 * designer stops it, or a number of chunks is reached (opening a link plays its chunks again).
 */
import { type ChunkRecord, type DuelRecord, type RunPlay, type Study, chunkSeed, finishChunk, nextRun, studyFigures } from '@decktet/ai/study/figures';

/** A game of a study to play: chunk `chunk` of run `run`, its game `index`. */
export interface DuelJob {
  readonly study: Study;
  readonly run: string;
  readonly chunk: number;
  readonly index: number;
}

/** A game played: its record, how its run played (the config and bots as resolved, which the chunk records) and the milliseconds its thread spent on it. */
export interface PlayedDuel {
  readonly duel: DuelRecord;
  readonly play: RunPlay;
  readonly ms: number;
}

/** Plays games, each somewhere (a Web Worker, where the bots are loaded; this page loads none). */
export interface DuelPool {
  readonly size: number;
  play(job: DuelJob): Promise<PlayedDuel>;
  dispose(): void;
}

export type LabStatus = 'idle' | 'running' | 'stopping' | 'stopped' | 'done' | 'failed';

export interface LabProgress {
  readonly status: LabStatus;
  readonly data: ReadonlyMap<string, readonly ChunkRecord[]>;
  readonly chunks: number;
  readonly error?: string;
}

/** The tool a browser's chunk records (`decktet study verify` replays it all the same). */
export const WORKBENCH_TOOL = { version: 'workbench (browser)', commit: null } as const;

export class LabRun {
  readonly data = new Map<string, ChunkRecord[]>();
  private status: LabStatus = 'idle';
  private error: string | undefined;
  private chunks = 0;
  private stopAsked = false;

  constructor(
    readonly study: Study,
    private readonly pool: DuelPool,
    private readonly onProgress: (p: LabProgress) => void,
  ) {
    for (const run of study.runs) this.data.set(run.run, []);
  }

  private tell(): void {
    this.onProgress({ status: this.status, data: new Map(this.data), chunks: this.chunks, ...(this.error ? { error: this.error } : {}) });
  }

  /** Plays on until done, stopped, or `until` chunks in all; resolves when it has stopped. */
  async play(until = Infinity): Promise<void> {
    if (this.status === 'running' || this.status === 'stopping' || this.status === 'done') return;
    this.status = 'running';
    this.stopAsked = false;
    this.error = undefined;
    this.tell();
    try {
      for (;;) {
        const run = nextRun(this.study, this.data, studyFigures(this.study, this.data));
        if (!run) {
          this.status = 'done';
          break;
        }
        if (this.stopAsked || this.chunks >= until) {
          this.status = 'stopped';
          break;
        }
        const stored = this.data.get(run.run)!;
        const chunk = stored.length;
        const played = await Promise.all(Array.from({ length: this.study.chunk }, (_, index) => this.pool.play({ study: this.study, run: run.run, chunk, index })));
        const cpuMs = played.reduce((a, p) => a + p.ms, 0);
        const head = { run, chunk, seed: chunkSeed(run, chunk), play: played[0]!.play };
        stored.push(finishChunk(this.study, head, played.map((p) => p.duel), { cpuMs, workers: this.pool.size, tool: WORKBENCH_TOOL, recordedAt: new Date().toISOString() }));
        this.chunks++;
        this.tell();
      }
    } catch (e) {
      this.status = 'failed';
      this.error = e instanceof Error ? e.message : String(e);
    }
    this.tell();
  }

  /** Stops after the chunk being played (its games are kept: a chunk is stored whole or not at all). */
  stop(): void {
    if (this.status === 'running') {
      this.stopAsked = true;
      this.status = 'stopping';
      this.tell();
    }
  }

  dispose(): void {
    this.pool.dispose();
  }
}
