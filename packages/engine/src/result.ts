/** Stable error codes shared by every game; games may add their own (kebab-case). */
export type RuleErrorCode =
  | 'not-your-turn'
  | 'illegal-action'
  | 'malformed-action'
  | 'unknown-card'
  | 'invalid-config'
  | 'invalid-layout'
  | 'game-over'
  | 'invalid-record'
  | (string & {});

export interface RuleError {
  readonly code: RuleErrorCode;
  readonly message: string;
}

export type Result<T, E = RuleError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function err(code: RuleErrorCode, message: string): Result<never, RuleError> {
  return { ok: false, error: { code, message } };
}

/** Unwraps a Result or throws an Error carrying the RuleError's code and message (for tests and tools). */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  const e = new Error(`${result.error.code}: ${result.error.message}`);
  (e as Error & { code?: string }).code = result.error.code;
  throw e;
}
