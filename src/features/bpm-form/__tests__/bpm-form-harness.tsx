import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import type { ReactElement } from 'react'
import { http } from 'msw'
import type { SetupServer } from 'msw/node'
import type { BpmForm, BpmFormSave } from '@/shared/bpm/bpm-types'
import type { DictOption } from '@/shared/dict'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'

export const ADMIN = ['*:*:*']

const COMMON_STATUS: DictOption[] = [
  { dictType: 'common_status', value: '0', label: '开启', colorType: 'primary', cssClass: '' },
  { dictType: 'common_status', value: '1', label: '关闭', colorType: 'info', cssClass: '' },
]

export const CREATED = new Date(2024, 0, 2, 3, 4, 5).getTime()

/** A form page on its route, signed in with `permissions` and the common_status dictionary. */
export function renderFormPage(
  page: ReactElement,
  options: { path: string; url: string; permissions?: string[] },
) {
  return renderSignedInPage(page, { ...options, dicts: { common_status: COMMON_STATUS } })
}

export function storedForm(id: number, name: string, extra: Partial<BpmForm> = {}): BpmForm {
  return {
    id,
    name,
    status: 0,
    remark: `${name}备注`,
    conf: JSON.stringify({ labelWidth: 100, size: 'small', labelPosition: 'right' }),
    fields: [],
    createTime: CREATED,
    ...extra,
  }
}

export interface FormServerLog {
  pages: URLSearchParams[]
  created: BpmFormSave[]
  updated: BpmFormSave[]
  deleted: string[]
}

/**
 * A stateful fake of /bpm/form plus the user list the user picker reads. `failWrites` makes
 * create and update refuse with a business error.
 */
export function serveForms(
  server: SetupServer,
  initial: BpmForm[],
  { failWrites = false }: { failWrites?: boolean } = {},
): FormServerLog {
  let rows = [...initial]
  const log: FormServerLog = { pages: [], created: [], updated: [], deleted: [] }
  server.use(
    http.get(apiUrl('/system/user/list-all-simple'), () =>
      okEnvelope([
        { id: 1, nickname: '芋道源码' },
        { id: 2, nickname: '馆员小李' },
      ]),
    ),
    http.get(apiUrl('/bpm/form/page'), ({ request }) => {
      const params = new URL(request.url).searchParams
      log.pages.push(params)
      const name = params.get('name')
      const list = name ? rows.filter((row) => row.name.includes(name)) : rows
      return okEnvelope({ list, total: list.length })
    }),
    http.get(apiUrl('/bpm/form/get'), ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'))
      const row = rows.find((candidate) => candidate.id === id)
      return row ? okEnvelope(row) : errorEnvelope(1009010000, '动态表单不存在')
    }),
    http.post(apiUrl('/bpm/form/create'), async ({ request }) => {
      const body = (await request.json()) as BpmFormSave
      log.created.push(body)
      if (failWrites) return errorEnvelope(500, '表单保存失败，数据库繁忙')
      const id = 100 + rows.length
      rows = [...rows, { ...body, id, createTime: CREATED }]
      return okEnvelope(id)
    }),
    http.put(apiUrl('/bpm/form/update'), async ({ request }) => {
      const body = (await request.json()) as BpmFormSave
      log.updated.push(body)
      if (failWrites) return errorEnvelope(500, '表单保存失败，数据库繁忙')
      rows = rows.map((row) => (row.id === body.id ? { ...row, ...body } : row))
      return okEnvelope(true)
    }),
    http.delete(apiUrl('/bpm/form/delete'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? ''
      log.deleted.push(id)
      rows = rows.filter((row) => String(row.id) !== id)
      return okEnvelope(true)
    }),
  )
  return log
}
