// The `decktet` command's building blocks, for tools that drive it in-process.
export { registerCommands } from './commands';
export { type CommandIO, processIO } from './commands/io';
export { runPlay, type PlayOptions } from './commands/play';
export { runReplay, type ReplayOptions } from './commands/replay';
export { runEngine } from './commands/engine';
export { startServing, type ServeOptions, type Serving } from './commands/serve';
export { CLI_GAMES, findCliGame } from './games';
export type { GameAdapter, RenderContext, SeatNumberOption, TableOptions } from './games/adapter';
export { type AnyMatch, defaultRecordsDir, readRecordFile, recordFileName, writeRecord } from './records';
export { chooseAction, type Choice } from './play/choose';
export { type SeatSpec, parseSeats, seatLabel } from './play/seats';
export { makeStyle, type Style } from './terminal/style';
