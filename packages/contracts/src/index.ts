export * from './config.js';
export * from './engine.js';
export * from './envelope.js';
export * from './identity.js';
export * from './realtime.js';
export * from './terms.js';
export * from './tokens.js';
export * from './transcriptions.js';
