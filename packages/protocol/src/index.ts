export * from './live';
export * from './engine';
