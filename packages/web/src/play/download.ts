import type { GameRecord } from '@decktet/engine';

/** Saves a game record as a .json file through the browser's download. */
export function downloadRecord(record: GameRecord, name = `${record.game}-${record.seed}.json`): void {
  const blob = new Blob([JSON.stringify(record, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
