export * from './live';
export * from './engine';
export * from './names';
export * from './players';
export * from './tables';
export * from './push';
export * from './ratings';
export * from './refusals';
