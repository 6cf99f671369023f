/** Balance studies (DRA-9) without Node: what the browser's Workbench runs in its Web Workers, the very code of the terminal's runner (`@decktet/ai/study/pure`). */
export { type Study, type StudyRun, type RunRole, type Criterion, CRITERIA, DEFAULT_CAP, DEFAULT_CHUNK, checkStudy, dra9Study, sideBySideStudy } from './definition';
export { type ChunkRecord, type DuelRecord, CHUNK_FORMAT, parseChunks, playsAsBefore, simCommand } from './chunk';
export { type Figure, DRA9_BOUNDS, duelsOf, runDone, runGames, studyFigures } from './criteria';
export { ALPHA, type Bounds, type Interval, type Verdict, boundedMeanInterval, meanInterval, ratioInterval, verdictOf } from './sequential';
export { type ChunkMade, type ChunkPlan, type RunPlay, finishChunk, planChunk, playChunkDuels, playDuel, replayDifference, resolvedSpecs } from './play';
export { type StudyFile, MAX_STUDY_FILE_BYTES, STUDY_FILE_KIND, readStudyFile, studyFileText } from './data-file';
export { gamesLeft, nextRun } from './schedule';
