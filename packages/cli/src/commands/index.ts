import type { Command } from 'commander';
import { registerCards } from './cards';
import { registerEngine } from './engine';
import { registerOnline } from './online';
import { registerPlay } from './play';
import { registerReplay } from './replay';
import { registerReview } from './review';
import { registerRules } from './rules';
import { registerServe } from './serve';
import { registerSim } from './sim';
import { registerStudy } from './study';

/** Every `decktet` sub-command registers itself here. */
export function registerCommands(program: Command): void {
  registerCards(program);
  registerPlay(program);
  registerReplay(program);
  registerReview(program);
  registerRules(program);
  registerSim(program);
  registerStudy(program);
  registerEngine(program);
  registerServe(program);
  registerOnline(program);
}
