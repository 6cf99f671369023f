import type { Command } from 'commander';
import { registerCards } from './cards';

/** Every `decktet` sub-command registers itself here. */
export function registerCommands(program: Command): void {
  registerCards(program);
}
