import { type PasskeyRefusal, type RateLimitedKind, refusalParamsOf } from '@decktet/protocol';
import { i18n } from '../i18n';
import { levelName } from '../i18n/levels';

/** The words for what each rate limit counts. */
const TOO_MANY: Record<RateLimitedKind, () => string> = {
  'lobby-requests': () => i18n.t('online.refusal.tooMany.lobbyRequests'),
  'matches-created': () => i18n.t('online.refusal.tooMany.matchesCreated'),
  'tables-created': () => i18n.t('online.refusal.tooMany.tablesCreated'),
  'quick-matches': () => i18n.t('online.refusal.tooMany.quickMatches'),
  'seats-taken': () => i18n.t('online.refusal.tooMany.seatsTaken'),
  'seats-left': () => i18n.t('online.refusal.tooMany.seatsLeft'),
  'players-created': () => i18n.t('online.refusal.tooMany.playersCreated'),
  'sign-ins': () => i18n.t('online.refusal.tooMany.signIns'),
  'recovery-attempts': () => i18n.t('online.refusal.tooMany.recoveryAttempts'),
};

/** The words for why a passkey's answer was refused. */
const PASSKEY: Record<PasskeyRefusal, () => string> = {
  'not-verified': () => i18n.t('players.problem.passkey.notVerified'),
  'not-registered': () => i18n.t('players.problem.passkey.notRegistered'),
  'other-player': () => i18n.t('players.problem.passkey.otherPlayer'),
  unreadable: () => i18n.t('players.problem.passkey.unreadable'),
  'unknown-challenge': () => i18n.t('players.problem.passkey.unknownChallenge'),
  'challenge-expired': () => i18n.t('players.problem.passkey.challengeExpired'),
};

const DIFFICULTIES = ['easy', 'normal', 'hard', 'expert'] as const;
type Difficulty = (typeof DIFFICULTIES)[number];
const isDifficulty = (d: string): d is Difficulty => (DIFFICULTIES as readonly string[]).includes(d);
const difficultyWord = (d: Difficulty) => levelName(d).toLocaleLowerCase(i18n.language);

/** A wait in words: seconds under two minutes, else whole minutes (rounded up), as the server counts it. */
export function waitInWords(seconds: number): string {
  return seconds < 120 ? i18n.t('online.refusal.seconds', { count: seconds }) : i18n.t('online.refusal.minutes', { count: Math.ceil(seconds / 60) });
}

const list = (items: readonly string[], type: 'conjunction' | 'disjunction') => new Intl.ListFormat(i18n.language, { type }).format(items);

/**
 * A refusal that carries its figures and reasons beside the server's English message
 * (`params`, shapes in @decktet/protocol's refusals.ts), in the player's words: with its figures
 * when they are there and of their shape, in general words when they are not (an older server).
 * Null for other codes, and for a rate limit without figures (the general words are problemText's).
 */
export function refusalWords(code: string, params: unknown): string | null {
  switch (code) {
    case 'too-many-open-tables': {
      const p = refusalParamsOf('too-many-open-tables', params);
      if (!p) return i18n.t('online.refusal.openTablesAny');
      const pace = p.pace === 'live' ? i18n.t('online.refusal.paceLive') : i18n.t('online.refusal.paceTurnBased');
      const why = i18n.t('online.refusal.openTables', { count: p.open, most: p.most, pace });
      return p.quickMatch ? i18n.t('online.refusal.quickMatchNone', { why }) : why;
    }
    case 'too-many-open': {
      const p = refusalParamsOf('too-many-open', params);
      return p ? i18n.t('online.refusal.openMatches', { count: p.open, most: p.most }) : i18n.t('online.refusal.openMatchesAny');
    }
    case 'too-many-bot-only': {
      const p = refusalParamsOf('too-many-bot-only', params);
      return p ? i18n.t('online.refusal.botOnlyTables', { count: p.held, most: p.most }) : i18n.t('online.refusal.botOnlyTablesAny');
    }
    case 'too-many-abandoned': {
      const p = refusalParamsOf('too-many-abandoned', params);
      if (!p) return i18n.t('online.refusal.abandonedAny');
      const values = { count: p.abandoned, most: p.most, wait: waitInWords(p.waitSeconds) };
      return p.by === 'player' ? i18n.t('online.refusal.abandonedByPlayer', values) : i18n.t('online.refusal.abandonedByAddress', values);
    }
    case 'rate-limited': {
      const p = refusalParamsOf('rate-limited', params);
      if (!p) return null;
      const values = { tooMany: TOO_MANY[p.kind](), most: p.most, per: p.per === 'hour' ? i18n.t('online.refusal.perHour') : i18n.t('online.refusal.perMinute'), wait: waitInWords(p.waitSeconds) };
      return p.by === 'player' ? i18n.t('online.refusal.rateByPlayer', values) : i18n.t('online.refusal.rateByAddress', values);
    }
    case 'bot-only-limit':
      return botOnlyLimit(params);
    case 'bad-push-service': {
      const p = refusalParamsOf('bad-push-service', params);
      // A server that sends anywhere ('*') refused the endpoint's form, not its service: no list to give.
      return p && p.services.length > 0 && !p.services.includes('*') ? i18n.t('online.refusal.pushService', { services: list(p.services, 'conjunction') }) : i18n.t('online.refusal.pushServiceAny');
    }
    case 'passkey-refused': {
      const p = refusalParamsOf('passkey-refused', params);
      if (!p) return i18n.t('players.problem.passkeyRefused');
      return PASSKEY[p.reason]();
    }
    case 'name-taken': {
      const p = refusalParamsOf('name-taken', params);
      return p ? i18n.t('players.problem.nameTaken', { name: p.name }) : i18n.t('players.problem.nameTakenAny');
    }
    default:
      return null;
  }
}

function botOnlyLimit(params: unknown): string {
  const p = refusalParamsOf('bot-only-limit', params);
  if (p?.reason === 'no-turn-limit') return i18n.t('online.refusal.botOnlyNoTurnLimit', { most: p.most });
  if (p?.reason === 'too-many-turns') return i18n.t('online.refusal.botOnlyTooManyTurns', { most: p.most, turns: p.turns });
  // Levels this client has no words for are not named.
  if (p?.reason === 'difficulty' && isDifficulty(p.difficulty) && p.allowed.length > 0 && p.allowed.every(isDifficulty)) {
    return i18n.t('online.refusal.botOnlyDifficulty', { allowed: list(p.allowed.map(difficultyWord), 'disjunction'), difficulty: difficultyWord(p.difficulty) });
  }
  return i18n.t('online.refusal.botOnlyAny');
}
