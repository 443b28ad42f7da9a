/**
 * Bounds that keep a hostile or broken expression cheap: the evaluator runs inside the sandbox's
 * request handling, so no input may cost more than a few microseconds per character.
 */
export const MAX_EXPRESSION_LENGTH = 1000
/** A whole attribute value with `${...}` parts (text around the parts counts too). */
export const MAX_TEMPLATE_LENGTH = 4000
/** Nested parentheses, brackets, unary operators and ternaries, and the height of the syntax tree. */
export const MAX_NESTING_DEPTH = 64
/** A string the evaluator builds (concatenation, a mixed template); variables are returned as they are. */
export const MAX_STRING_LENGTH = 10000
