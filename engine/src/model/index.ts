export * from './line';
export * from './format';
export * from './control';
export * from './aggregates';
