export * from './reference'
export * from './rate-limits'
export * from './content'
export * from './chat'
