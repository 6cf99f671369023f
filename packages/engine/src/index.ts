export * from './contract';
export * from './result';
export * from './log';
export * from './hash';
export * from './record';
export * from './match';
export * from './conformance';
export * from './examples/goofspiel';
