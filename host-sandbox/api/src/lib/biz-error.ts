/** An error the API answers with an envelope `{code, data: null, msg}` and HTTP 200. */
export class BizError extends Error {
  readonly code: number

  constructor(code: number, msg: string) {
    super(msg)
    this.name = 'BizError'
    this.code = code
  }
}

export interface ErrorDef {
  code: number
  msg: string
}

/** Throws `def` with `{}` placeholders of its msg filled from `args`, in order. */
export function bizError(def: ErrorDef, ...args: Array<string | number>): BizError {
  let i = 0
  const msg = def.msg.replace(/\{\}/g, () => String(args[i++] ?? ''))
  return new BizError(def.code, msg)
}
