import type { RefusalCode, RefusalParams } from '@decktet/protocol';
import type { ClientError } from '../match/errors';

/** A refusal with its figures and reasons beside its English message, of its code's shape (@decktet/protocol's refusals.ts). */
export function refusal<C extends RefusalCode>(code: C, message: string, params: RefusalParams<C>): ClientError {
  return { code, message, params };
}
