export * from './layout-defaults'
export * from './device'
export * from './layout-slice'
