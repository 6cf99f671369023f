/** A study in one file, as written (./data-file.ts reads it back): no game code, so a page writes it without loading the bots. */
import type { ChunkRecord } from './chunk';
import type { Study } from './definition';

/** The file's kind and format; a file of another is refused. */
export const STUDY_FILE_KIND = 'decktet-study';
export const STUDY_FILE_FORMAT = 1;

/** A study and its chunks as one file's text (JSON). */
export function studyFileText(study: Study, data: ReadonlyMap<string, readonly ChunkRecord[]>): string {
  const runs = Object.fromEntries(study.runs.map((r) => [r.run, data.get(r.run) ?? []]));
  return JSON.stringify({ kind: STUDY_FILE_KIND, format: STUDY_FILE_FORMAT, study, runs }) + '\n';
}
