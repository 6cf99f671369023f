import { Command } from 'commander';
import { registerCommands } from './commands';

const program = new Command();
program
  .name('decktet')
  .description('Decktet Table: play Dueling Runes and Hieroglyphs in the terminal, simulate, replay.')
  .showHelpAfterError();
registerCommands(program);
await program.parseAsync(process.argv);
