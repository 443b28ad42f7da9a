// The error log's exception columns, read from a JavaScript error: the Java server's class, file,
// method and line become the first stack frame's (docs/api-logs.md#error-log).

export interface ExceptionFields {
  exceptionName: string
  exceptionMessage: string
  exceptionRootCauseMessage: string
  exceptionStackTrace: string
  exceptionClassName: string
  exceptionFileName: string
  exceptionMethodName: string
  exceptionLineNumber: number
}

const TEXT_MAX = 2000
const STACK_MAX = 16_000
/** A cause chain longer than this is a loop or a pathology: the last one seen is the root. */
const CAUSE_DEPTH_MAX = 20

// `    at Type.method (/path/to/file.ts:12:5)` or `    at /path/to/file.ts:12:5` (no function).
const FRAME_WITH_NAME = /^\s*at (?:async )?(.+?) \((.+):(\d+):\d+\)$/
const FRAME_BARE = /^\s*at (?:async )?(.+):(\d+):\d+$/

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  return typeof error === 'string' ? error : String(error)
}

/** The deepest `cause` (the error itself when it has none). */
function rootCause(error: unknown): unknown {
  let current = error
  for (let depth = 0; depth < CAUSE_DEPTH_MAX; depth++) {
    if (!(current instanceof Error) || current.cause === undefined) break
    current = current.cause
  }
  return current
}

function fileNameOf(location: string): string {
  const path = location.replace(/^file:\/\//, '')
  return path.slice(path.lastIndexOf('/') + 1)
}

interface Frame {
  className: string
  methodName: string
  fileName: string
  lineNumber: number
}

/** The first `at` line of a V8 stack: `Type.method` splits at its last dot. */
export function firstFrame(stack: string): Frame | null {
  for (const line of stack.split('\n')) {
    const named = FRAME_WITH_NAME.exec(line)
    if (named) {
      const [, callee, location, lineNo] = named
      const name = callee.replace(/^new /, '').replace(/ \[as [^\]]+\]$/, '')
      const dot = name.lastIndexOf('.')
      return {
        className: dot < 0 ? '' : name.slice(0, dot),
        methodName: dot < 0 ? name : name.slice(dot + 1),
        fileName: fileNameOf(location),
        lineNumber: Number(lineNo),
      }
    }
    const bare = FRAME_BARE.exec(line)
    if (bare) {
      return {
        className: '',
        methodName: '',
        fileName: fileNameOf(bare[1]),
        lineNumber: Number(bare[2]),
      }
    }
  }
  return null
}

export function exceptionFields(error: unknown): ExceptionFields {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : ''
  const frame = firstFrame(stack)
  const name = error instanceof Error ? error.name : typeof error
  return {
    exceptionName: name.slice(0, 255),
    exceptionMessage: messageOf(error).slice(0, TEXT_MAX),
    exceptionRootCauseMessage: messageOf(rootCause(error)).slice(0, TEXT_MAX),
    exceptionStackTrace: (stack || `${name}: ${messageOf(error)}`).slice(0, STACK_MAX),
    exceptionClassName: frame?.className ?? '',
    exceptionFileName: frame?.fileName ?? '',
    exceptionMethodName: frame?.methodName ?? '',
    exceptionLineNumber: frame?.lineNumber ?? 0,
  }
}
