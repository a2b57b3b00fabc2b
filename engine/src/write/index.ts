export * from './format';
export * from './serialize';
export * from './encode';
export * from './fec-writer';
export * from './make-line';
