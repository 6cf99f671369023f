import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { EngineSession } from '@decktet/protocol';
import { type CommandIO, processIO } from './io';

/**
 * `decktet engine`: the line protocol for tools and bots (docs/protocol.md). One JSON request per
 * line in, one JSON answer per line out; errors are answers, never the end of the process.
 */
export async function runEngine(io: CommandIO): Promise<number> {
  const session = new EngineSession({ games: io.games.rules, newSeed: () => randomBytes(16).toString('hex') });
  const lines = createInterface({ input: io.input, terminal: false, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    io.output.write(session.handleLine(line) + '\n');
    if (session.finished) break;
  }
  lines.close();
  // After `quit` the client may keep its end of the pipe open: let go of it so the process ends.
  if (session.finished) io.input.destroy();
  return 0;
}

export function registerEngine(program: Command): void {
  program
    .command('engine')
    .description('speak the engine protocol on stdin/stdout: one JSON request per line (see docs/protocol.md)')
    .action(async () => {
      process.exitCode = await runEngine(processIO());
    });
}
