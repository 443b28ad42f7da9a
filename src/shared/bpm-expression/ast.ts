export type BinaryOperator =
  '+' | '-' | '*' | '/' | '%' | '<' | '<=' | '>' | '>=' | '==' | '!=' | '&&' | '||'

export type UnaryOperator = '!' | '-' | 'empty'

export type ExpressionNode =
  | { kind: 'literal'; value: string | number | boolean | null }
  | { kind: 'variable'; name: string; pos: number }
  | { kind: 'member'; object: ExpressionNode; property: ExpressionNode; pos: number }
  | { kind: 'unary'; operator: UnaryOperator; operand: ExpressionNode }
  | { kind: 'binary'; operator: BinaryOperator; left: ExpressionNode; right: ExpressionNode }
  | { kind: 'conditional'; test: ExpressionNode; then: ExpressionNode; otherwise: ExpressionNode }
