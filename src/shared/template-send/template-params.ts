import { z } from 'zod'

// A message template's {param}s as form fields. A parameter's own name may hold characters a form
// path cannot, so its field is named by position: p0, p1… in the template's order.

export const paramField = (index: number) => `p${index}`

/** One required text value per parameter, its message naming the parameter. */
export function templateParamsShape(paramNames: readonly string[]): Record<string, z.ZodString> {
  return Object.fromEntries(
    paramNames.map((name, index) => [
      paramField(index),
      z.string().trim().min(1, `参数 ${name} 不能为空`),
    ]),
  )
}

/** The fields' start values: all empty. */
export function emptyTemplateParams(paramNames: readonly string[]): Record<string, string> {
  return Object.fromEntries(paramNames.map((_, index) => [paramField(index), '']))
}

/** The typed values back under the parameters' own names, as the send call wants them. */
export function templateParamValues(
  paramNames: readonly string[],
  values: Readonly<Record<string, unknown>>,
): Record<string, string> {
  return Object.fromEntries(
    paramNames.map((name, index) => [name, String(values[paramField(index)] ?? '').trim()]),
  )
}
