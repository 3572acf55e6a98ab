export * from './connection';
export * from './contract';
export * from './messages';
export * from './room-path';
