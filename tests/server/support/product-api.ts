import { bannerPng } from '../../../host-sandbox/api/src/db/seed/museum/cover-image'
import type { LoggedIn } from './fixture'
import { call, rawCall } from './http'
import type { RunningSandbox } from './sandbox'

/** Uploads `content` as `name` through /infra/file/upload and returns its URL. */
export async function uploadFile(
  sandbox: RunningSandbox,
  token: string,
  content: Buffer | string,
  name: string,
): Promise<string> {
  const form = new FormData()
  form.append(
    'file',
    new Blob([typeof content === 'string' ? content : new Uint8Array(content)]),
    name,
  )
  const response = await rawCall(sandbox.apiUrl, '/infra/file/upload', {
    method: 'POST',
    token,
    body: form,
  })
  return ((await response.json()) as { data: string }).data
}

/** A small PNG uploaded by `caller` (each call a new file). */
export function uploadPicture(sandbox: RunningSandbox, caller: LoggedIn, shade = 80) {
  return uploadFile(
    sandbox,
    caller.token,
    bannerPng([shade, 40, 40], [200, 180, 120], 8, 8),
    'p.png',
  )
}

/** A top-level category and one second-level category below it; returns their ids. */
export async function categoryPair(
  sandbox: RunningSandbox,
  caller: LoggedIn,
  picUrl: string,
  name: string,
) {
  const create = (parentId: number, categoryName: string) =>
    call<number>(sandbox, '/product/category/create', {
      method: 'POST',
      token: caller.token,
      json: { parentId, name: categoryName, picUrl, sort: 1, status: 0 },
    })
  const top = (await create(0, `${name}大类`)).data
  const second = (await create(top, name)).data
  return { top, second }
}
