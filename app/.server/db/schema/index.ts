export * from './reference'
export * from './rate-limits'
