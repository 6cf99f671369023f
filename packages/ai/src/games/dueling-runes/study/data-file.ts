/**
 * A study in one file: its definition and every run's chunks, as the browser's Workbench downloads
 * it and `decktet study import` reads it into `studies/<study>/` (study.json and one `<run>.jsonl`
 * per run), where `decktet study run` plays on and `decktet study verify` replays its chunks.
 */
import type { ChunkRecord } from './chunk';
import { parseChunks } from './chunk-file';
import { STUDY_FILE_FORMAT, STUDY_FILE_KIND } from './file-text';
import { type Study, checkStudy, isRecord } from './definition';

export { STUDY_FILE_FORMAT, STUDY_FILE_KIND, studyFileText } from './file-text';

/** The largest study file read (a whole DRA-9 study at the cap is far below it). */
export const MAX_STUDY_FILE_BYTES = 64 * 1024 * 1024;

export interface StudyFile {
  readonly study: Study;
  /** Each run's chunks, in order. */
  readonly data: ReadonlyMap<string, readonly ChunkRecord[]>;
}

/** Reads a study file; throws an Error saying what is wrong (`where` names the file). */
export function readStudyFile(text: string, where = 'the study file'): StudyFile {
  if (text.length > MAX_STUDY_FILE_BYTES) throw new Error(`${where}: larger than ${MAX_STUDY_FILE_BYTES / 1024 / 1024} MB`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new Error(`${where}: not JSON (${e instanceof Error ? e.message : String(e)})`, { cause: e });
  }
  if (!isRecord(raw) || raw.kind !== STUDY_FILE_KIND) throw new Error(`${where}: not a study file (it has no "kind": "${STUDY_FILE_KIND}")`);
  if (raw.format !== STUDY_FILE_FORMAT) throw new Error(`${where}: study file format ${JSON.stringify(raw.format)}, this tool reads format ${STUDY_FILE_FORMAT}`);
  const study = checkStudy(raw.study, `${where}, "study"`);
  if (!isRecord(raw.runs)) throw new Error(`${where}: "runs" must hold each run's chunks`);
  const runs = raw.runs;
  const unknown = Object.keys(runs).filter((name) => !study.runs.some((r) => r.run === name));
  if (unknown.length) throw new Error(`${where}: chunks of runs the study does not have: ${unknown.join(', ')}`);
  const data = new Map<string, ChunkRecord[]>();
  for (const run of study.runs) {
    const chunks = runs[run.run] ?? [];
    if (!Array.isArray(chunks)) throw new Error(`${where}: the chunks of run "${run.run}" must be a list`);
    data.set(run.run, parseChunks(chunks.map((c) => JSON.stringify(c) + '\n').join(''), `${where}, run "${run.run}"`, study.study, run));
  }
  return { study, data };
}
