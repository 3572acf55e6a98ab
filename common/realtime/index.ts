export * from './connection';
export * from './contract';
export * from './messages';
export * from './payloads';
export * from './room-path';
