import type { Style } from '../terminal/style';

const LIST_ALL = 48;

/** Says what an action does, or null. */
export type Describe = (action: string) => string | null;

/** Numbered actions in columns; numbers are 1-based positions in the full legal list. */
export function numberedActions(legal: readonly string[], indexes: readonly number[], style: Style, describe?: Describe, width = 100): string {
  const label = (i: number) => {
    const what = describe?.(legal[i]!);
    return what ? `${legal[i]}  (${what})` : legal[i]!;
  };
  const labels = indexes.map(label);
  const number = (i: number) => String(i + 1).padStart(String(legal.length).length);
  const cells = indexes.map((i, k) => `${style.accent(number(i))}) ${labels[k]}`);
  const visible = indexes.map((i, k) => number(i).length + 2 + labels[k]!.length);
  const cell = Math.max(...visible, 1) + 3;
  const perRow = Math.max(1, Math.min(4, Math.floor((width - 2) / cell)));
  const rows: string[] = [];
  for (let r = 0; r < cells.length; r += perRow) {
    rows.push(
      '  ' +
        cells
          .slice(r, r + perRow)
          .map((c, k) => (k < perRow - 1 && r + k < cells.length - 1 ? c + ' '.repeat(cell - visible[r + k]!) : c))
          .join(''),
    );
  }
  return rows.join('\n');
}

/**
 * The legal actions as a player reads them: all of them when few, otherwise grouped by their
 * first word(s) with a count, so a long list (every way to play a hand) does not flood the screen.
 */
export function legalActionsText(legal: readonly string[], style: Style, describe?: Describe, width = 100): string {
  if (legal.length <= LIST_ALL) return numberedActions(legal, legal.map((_, i) => i), style, describe, width);
  const groups = new Map<string, number[]>();
  for (const [i, action] of legal.entries()) {
    const words = action.split(' ');
    const key = words.slice(0, Math.min(2, words.length - 1) || 1).join(' ');
    groups.set(key, [...(groups.get(key) ?? []), i]);
  }
  const lines = [...groups].map(([key, idx]) =>
    idx.length === 1 ? `  ${style.accent(String(idx[0]! + 1))}) ${legal[idx[0]!]}` : `  ${key} …  ${style.dim(`(${idx.length} ways: type "${key}" to list them)`)}`,
  );
  return lines.join('\n');
}
