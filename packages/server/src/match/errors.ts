/** An error to show a client: stable code and readable message (never another seat's secrets). */
export interface ClientError {
  readonly code: string;
  readonly message: string;
}

export function clientError(code: string, message: string): ClientError {
  return { code, message };
}
