/** The one database schema: account and system tables, then the record kinds' tables. */
export * from './core';
export * from './records';
export * from './reminders';
export * from './trusted-people';
export * from './data-in-out';
export * from './estate-plan';
export * from './assessment';
export * from './executor-plan';
export * from './after-keys';
export * from './recently-deleted';
export * from './record-history';
