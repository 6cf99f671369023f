export { hieroglyphs } from './game';
export { GAME_ID, GAME_NAME } from './name';
export * from './types';
export { info as cardInfo, type CardInfo, type Role } from './cards';
export { EXCUSE_MAX } from './legal';
export { TOTAL_RANK_POINTS, finalScores } from './scoring';
export { wordCandidates } from './knowledge';
export { deal, layoutProblem } from './setup';
export { formatAction, parseAction } from './notation';
