/** An error to show a client: stable code and readable message (never another seat's secrets). */
export interface ClientError {
  readonly code: string;
  readonly message: string;
  /** The refusal's figures and reasons, for clients to word (shapes in @decktet/protocol's refusals.ts). */
  readonly params?: Readonly<Record<string, unknown>>;
}

export function clientError(code: string, message: string): ClientError {
  return { code, message };
}
