/** The only error the expression evaluator throws; its message is shown to users as is (Chinese). */
export class ExpressionError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ExpressionError'
  }
}
