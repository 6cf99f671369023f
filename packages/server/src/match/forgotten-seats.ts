import { FORGOTTEN_TOKEN } from '../storage/players';

/** Why a token whose device was forgotten no longer acts: said to its sockets, its hello and its leave. */
export const DEVICE_FORGOTTEN =
  "this seat's token was issued to a device its player has since forgotten (or to a passkey's session since signed out of): it no longer acts for the seat (the player takes the seat back by opening the table while signed in on another device)";

/** What a seat's stored token hash becomes once the device it was issued to is forgotten: it matches no token, and still tells its holder why. */
export function forgottenTokenHash(tokenHash: string): string {
  return `${FORGOTTEN_TOKEN}${tokenHash}`;
}
