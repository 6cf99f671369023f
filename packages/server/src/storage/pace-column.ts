import type { Pace } from '@decktet/protocol';

/** A match's `pace` column: `turn-based`, or `live` (as every match made before the lobby was). */
export const paceFromColumn = (pace: string | null): Pace => (pace === 'turn-based' ? 'turn-based' : 'live');
