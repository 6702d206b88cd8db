export * from './accounts';
export * from './catalog';
export * from './drivers';
export * from './files';
export * from './fleet';
export * from './jobs';
export * from './payments';
export * from './subscriptions';
