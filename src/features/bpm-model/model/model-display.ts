import type { BpmModel, BpmProcessDefinition } from '@/shared/bpm/bpm-types'
import { FORM_TYPE_BUSINESS, FORM_TYPE_PROCESS } from './bpm-model-constants'

export type FormInfoSource = Pick<
  BpmModel | BpmProcessDefinition,
  'formType' | 'formName' | 'formCustomCreatePath'
>

/** 表单信息 of a model or definition: the process form's name, the business form's route, or none. */
export function formInfoText(source: FormInfoSource): string {
  if (source.formType === FORM_TYPE_PROCESS && source.formName) return source.formName
  if (source.formType === FORM_TYPE_BUSINESS && source.formCustomCreatePath) {
    return source.formCustomCreatePath
  }
  return '暂无表单'
}

/** A definition's version as shown in tags: 'v1', 'v2', ... */
export function versionLabel(version: number): string {
  return `v${version}`
}
