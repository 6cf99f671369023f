/** Balance studies (DRA-9) without Node: the figures (./figures.ts) and the code that plays a chunk, the very code of the terminal's runner, which the Workbench's Web Workers run (`@decktet/ai/study/pure`). */
export * from './figures';
export { parseChunks, playsAsBefore } from './chunk-file';
export { type ChunkPlan, planChunk, playChunkDuels, playDuel, replayDifference, resolvedSpecs } from './play';
export { type StudyFile, MAX_STUDY_FILE_BYTES, readStudyFile } from './data-file';
