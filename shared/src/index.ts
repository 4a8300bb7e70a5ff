export * from './constants.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './routes.ts';
export * from './schemas/common.ts';
export * from './schemas/waitlist.ts';
export * from './web-routes.ts';
export * from './schemas/coaching.ts';
