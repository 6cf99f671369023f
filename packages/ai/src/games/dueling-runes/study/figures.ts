/**
 * A study's definition, its chunk records, figures and schedule, and its file as written: what a
 * page needs to follow a study whose games are played elsewhere (the Workbench's Web Workers), with
 * no bots loaded (`@decktet/ai/study/figures`).
 */
export { type Study, type StudyRun, type RunRole, type Criterion, CRITERIA, DEFAULT_CAP, DEFAULT_CHUNK, checkStudy, chunkSeed, dra9Study, sideBySideStudy, tablesStudy } from './definition';
export { type ChunkHead, type ChunkMade, type ChunkRecord, type DuelRecord, type RunPlay, CHUNK_FORMAT, finishChunk, simCommand } from './chunk';
export { type Figure, DRA9_BOUNDS, basicShareFigures, duelsOf, runDone, runGames, studyFigures } from './criteria';
export { ALPHA, type Bounds, type Interval, type Verdict, boundedMeanInterval, meanInterval, ratioInterval, verdictOf } from './sequential';
export { gamesLeft, nextRun } from './schedule';
export { STUDY_FILE_FORMAT, STUDY_FILE_KIND, studyFileText } from './file-text';
export { type FigureUnit, figureValue, intervalEnd } from './numbers';
