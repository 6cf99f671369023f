export * from './live';
export * from './engine';
export * from './names';
export * from './players';
