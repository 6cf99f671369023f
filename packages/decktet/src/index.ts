export * from './cards';
export * from './deck';
export * from './pictures';
export * from './rng';
export * from './render';
export * from './suggest';
