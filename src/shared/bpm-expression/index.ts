/**
 * A small, safe evaluator for the `${...}` expressions of BPMN models (conditions, loop
 * cardinalities, collections, timers). See docs/architecture.md#bpm-expressions.
 */
export { ExpressionError } from './expression-error'
export { evaluateExpression } from './evaluate'
export { evaluateTemplate, checkTemplate } from './template'
export {
  MAX_EXPRESSION_LENGTH,
  MAX_NESTING_DEPTH,
  MAX_STRING_LENGTH,
  MAX_TEMPLATE_LENGTH,
} from './limits'
export { isIsoDateTime, isIsoDuration, isIsoRepeatingInterval } from './iso-8601'
