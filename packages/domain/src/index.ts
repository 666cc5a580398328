export * from './api.js';
export * from './auth.js';
export * from './email.js';
export * from './levels.js';
export * from './messages.js';
export * from './options.js';
export * from './routes.js';
export * from './ui-text.js';
