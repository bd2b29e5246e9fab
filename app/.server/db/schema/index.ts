export * from './reference'
