/** The permissions the runtime screens check on their buttons (the server checks every call). */
export const PERMISSION = {
  processInstanceQuery: ['bpm:process-instance:query'],
  processInstanceCancel: ['bpm:process-instance:cancel'],
  taskUpdate: ['bpm:task:update'],
  taskQuery: ['bpm:task:query'],
} as const
