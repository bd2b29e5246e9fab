export * from './reference'
export * from './rate-limits'
export * from './admin'
