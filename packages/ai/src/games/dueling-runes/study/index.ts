/** Balance studies (DRA-9) in Node: sequential runs stored as data, their figures and the doc's tables (`@decktet/ai/study`); the pure parts are `@decktet/ai/study/pure`. */
export * from './pure';
export { type StudyData, type StudyProgress, type StudyRunOptions, type StudyRunResult, STUDY_FILE, createStudy, dataFile, loadStudy, runStudy } from './run';
export { figureLine, figureText, verdictText, studiesShownIn, studyMarkdown, withStudyTables } from './report';
