import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import type { ReactElement } from 'react'
import { dictOptionsFrom, type DictEntries } from '@/shared/test-utils/test-dicts'
import type { BpmModel, BpmProcessDefinition } from '@/shared/bpm/bpm-types'

const DICT_ENTRIES: DictEntries = {
  bpm_model_category: { '1': ['默认', 'primary'], '2': ['OA', 'success'] },
  bpm_model_form_type: { '10': ['流程表单', ''], '20': ['业务表单', ''] },
}

/** The BPM dictionaries, as list-all-simple would load them. */
export const BPM_DICTS = dictOptionsFrom(DICT_ENTRIES)

export const ADMIN = ['*:*:*']

/** A BPM page on its route, signed in with `permissions` and the BPM dictionaries. */
export function renderPage(
  page: ReactElement,
  options: { path: string; url: string; permissions?: string[] },
) {
  return renderSignedInPage(page, { ...options, dicts: BPM_DICTS, nickname: '馆务管理员' })
}

export const CREATED = new Date(2024, 4, 6, 7, 8, 9).getTime()
export const DEPLOYED = new Date(2024, 5, 1, 10, 0, 0).getTime()

export const XML_OK =
  '<?xml version="1.0" encoding="UTF-8"?><bpmn:definitions id="d"><bpmn:process id="p" /></bpmn:definitions>'

export function model(overrides: Partial<BpmModel> & Pick<BpmModel, 'id' | 'key' | 'name'>) {
  return {
    description: null,
    category: '1',
    formType: null,
    formId: null,
    formName: null,
    formCustomCreatePath: null,
    formCustomViewPath: null,
    createTime: CREATED,
    processDefinition: null,
    ...overrides,
  } satisfies BpmModel
}

export function definition(
  overrides: Partial<BpmProcessDefinition> & Pick<BpmProcessDefinition, 'id' | 'version'>,
) {
  return {
    name: '参观预约审核',
    description: null,
    category: '1',
    formType: null,
    formId: null,
    formName: null,
    formConf: null,
    formFields: null,
    formCustomCreatePath: null,
    formCustomViewPath: null,
    suspensionState: 1,
    deploymentTime: DEPLOYED,
    ...overrides,
  } satisfies BpmProcessDefinition
}
