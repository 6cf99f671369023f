/** Balance studies (DRA-9) in Node: sequential runs stored as data, their figures and the doc's tables (`@decktet/ai/study`). */
export { type Study, type StudyRun, type RunRole, DEFAULT_CAP, DEFAULT_CHUNK, checkStudy, dra9Study, tablesStudy } from './definition';
export { type ChunkRecord, type DuelRecord, CHUNK_FORMAT, parseChunks, simCommand } from './chunk';
export { type Criterion, type Figure, runGames, studyFigures } from './criteria';
export { ALPHA, type Bounds, type Interval, type Verdict, boundedMeanInterval, meanInterval, ratioInterval, verdictOf } from './sequential';
export { type StudyData, type StudyProgress, type StudyRunOptions, type StudyRunResult, STUDY_FILE, createStudy, dataFile, loadStudy, nextRun, runStudy } from './run';
export { figureLine, figureText, verdictText, studiesShownIn, studyMarkdown, withStudyTables } from './report';
