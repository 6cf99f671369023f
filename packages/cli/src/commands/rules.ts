import type { Command } from 'commander';
import { findCliGame, gameIdsText } from '../games';
import { rulesText } from '../play/rules-text';
import { asciiOnly, makeStyle, wantsColor } from '../terminal/style';
import { type CommandIO, processIO } from './io';

export interface RulesOptions {
  readonly plain?: boolean;
  readonly color?: boolean;
}

/** `decktet rules <game> [topic]`: the same reading as the `rules` command inside a game. */
export function runRules(gameName: string, topic: readonly string[], options: RulesOptions, io: CommandIO): number {
  const adapter = findCliGame(io.games, gameName);
  if (typeof adapter === 'string') {
    io.errors.write(`decktet rules: ${adapter}\n`);
    return 1;
  }
  const style = makeStyle({ plain: options.plain, color: wantsColor(io.output, options.color) });
  const width = (io.output as { columns?: number }).columns ?? 100;
  const text = rulesText(adapter.rules(), topic.join(' '), { style, width });
  io.output.write((style.plain ? asciiOnly(text) : text) + '\n');
  return 0;
}

export function registerRules(program: Command): void {
  program
    .command('rules')
    .description("read a game's rules: the sections, one section or ruling, or all of it")
    .argument('<game>', `${gameIdsText()} (or a unique part of the name)`)
    .argument('[topic...]', 'a section number or word, a ruling such as DR-16, or "all"; nothing lists the sections')
    .option('--plain', 'ASCII only, no colours')
    .option('--no-color', 'no colours')
    .action((game: string, topic: string[], opts: RulesOptions) => {
      process.exitCode = runRules(game, topic, opts, processIO());
    });
}
