import { describe, expect, it } from 'vitest'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, rawCall } from './support/http'

describe('POST /infra/file/upload', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)

  const upload = async (form: FormData, token: string | null = admin.token) =>
    (await (
      await rawCall(sandbox.apiUrl, '/infra/file/upload', { method: 'POST', token, body: form })
    ).json()) as { code: number; data: string; msg: string }

  it('stores the file and serves it back at the returned URL', async () => {
    const form = new FormData()
    form.append('file', new Blob(['团队名单'], { type: 'text/plain' }), 'list.txt')
    const result = await upload(form)
    expect(result.code).toBe(0)
    expect(result.data).toMatch(
      new RegExp(`^${sandbox.apiUrl}/infra/file/4/get/upload/\\d{8}/[0-9a-f]{24}\\.txt$`),
    )
    const file = await fetch(result.data)
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="download"; filename*=UTF-8''list.txt`,
    )
    expect(await file.text()).toBe('团队名单')
  })

  it('refuses a missing or empty file, and an anonymous caller', async () => {
    const wrongField = new FormData()
    wrongField.append('attachment', new Blob(['x']), 'x.txt')
    expect(await upload(wrongField)).toMatchObject({
      code: 400,
      msg: '请求参数不正确:文件 file 不能为空',
    })
    const empty = new FormData()
    empty.append('file', new Blob([]), 'empty.txt')
    expect((await upload(empty)).code).not.toBe(0)
    const anonymous = new FormData()
    anonymous.append('file', new Blob(['x']), 'x.txt')
    expect((await upload(anonymous, null)).code).toBe(401)
  })
})
