import { i18n } from '../i18n';
import { refusalWords } from './refusal-words';

/**
 * What the match server (or the connection to it) refused, in the player's language. The server
 * explains each refusal in English for its logs and tools; the client says the ones a player can
 * meet in its own words, by their stable code, with the figures the server sends beside it
 * (`params`: refusal-words.ts). A game's rule refusals ("illegal-action" …) and codes a player
 * should never meet have no words here (null): their own text is shown.
 */
export function problemText(code: string, params?: unknown): string | null {
  const figured = refusalWords(code, params);
  if (figured !== null) return figured;
  switch (code) {
    case 'offline':
      return i18n.t('online.problem.offline');
    case 'unknown-match':
      return i18n.t('online.problem.unknownMatch');
    case 'match-damaged':
      return i18n.t('online.problem.matchDamaged');
    case 'bad-token':
      return i18n.t('online.problem.badToken');
    case 'token-expired':
      return i18n.t('online.problem.tokenExpired');
    case 'device-forgotten':
      return i18n.t('online.problem.deviceForgotten');
    case 'rate-limited':
      return i18n.t('online.problem.rateLimited');
    case 'chat-rate-limited':
      return i18n.t('online.problem.chatRateLimited');
    case 'conflict':
      return i18n.t('online.problem.conflict');
    case 'not-started':
      return i18n.t('online.problem.notStarted');
    case 'match-started':
      return i18n.t('online.problem.matchStarted');
    case 'match-full':
      return i18n.t('online.problem.matchFull');
    case 'seat-taken':
      return i18n.t('online.problem.seatTaken');
    case 'too-many-sockets':
      return i18n.t('online.problem.tooManySockets');
    case 'version-mismatch':
      return i18n.t('online.problem.versionMismatch');
    case 'internal':
      return i18n.t('online.problem.internal');
    case 'game-over':
      return i18n.t('online.problem.gameOver');
    case 'not-your-turn':
      return i18n.t('online.problem.notYourTurn');
    case 'stale-seq':
    case 'seq-reused':
      return i18n.t('online.problem.staleMove');
    case 'not-covered':
      return i18n.t('online.problem.notCovered');
    case 'spectator':
      return i18n.t('online.problem.spectator');
    case 'sign-in-required':
      return i18n.t('online.problem.signInRequired');
    case 'name-at-table':
      return i18n.t('online.problem.nameAtTable');
    case 'name-registered':
      return i18n.t('online.problem.nameRegistered');
    case 'unknown-table':
      return i18n.t('online.problem.unknownTable');
    case 'not-finished':
      return i18n.t('online.problem.notFinished');
    case 'already-seated':
      return i18n.t('online.problem.alreadySeated');
    case 'bot-only-full':
      return i18n.t('online.problem.botOnlyFull');
    default:
      return null;
  }
}

/** A refusal on the live connection as the table shows it: in the player's words where known, else as the server put it. */
export function refusalText(error: { code: string; message: string }): string {
  return problemText(error.code) ?? error.message;
}
