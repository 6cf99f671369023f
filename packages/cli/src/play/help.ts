import type { GameAdapter } from '../games/adapter';
import type { Style } from '../terminal/style';
import { legendText } from './legend';

/**
 * The `help` text: how to answer the prompt, the commands (`hint` where hints are offered, and
 * the game's own ones: `preview` where the game has it, `autopass` where it has reactions to
 * decline), and the legend of glyphs for the table in `view`.
 */
export function helpText(style: Style, adapter: Pick<GameAdapter, 'legend' | 'preview' | 'autoPass'>, view: unknown, autoPassOn: boolean, hints = false): string {
  const lines = [
    'Type the number of an action, or its notation (the beginning is enough when it is unambiguous).',
    'Commands:',
    '  actions   list your legal actions again      board   show the board again',
    '  log       the whole game log you may see     rules   the rules (rules <n> for one section)',
    '  help      this text                          quit    stop (you may save to resume later)',
  ];
  if (hints) lines.push("  hint      the AI's choice for you, judged only from what you can see, with its win chance and the runner-up's");
  if (adapter.preview) {
    lines.push('  preview   what a play would reveal, before you make it: "preview" for every tomb, "preview <number or play>",');
    lines.push('            "preview tomb<1-3> <letters>"');
  }
  if (adapter.autoPass) lines.push(`  autopass  on|off: pass every reaction window without being asked (now ${autoPassOn ? 'on' : 'off'}; --auto-pass starts with it on)`);
  lines.push('', legendText(style, adapter, view));
  return lines.join('\n');
}
