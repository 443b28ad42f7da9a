import { describe, expect, it } from 'vitest'
import { readXlsxRows } from '../../host-sandbox/api/src/lib/xlsx'
import { idCheckChar } from '../../src/shared/wire/museum-fields'
import type { VolunteerItem } from '../../src/shared/wire/museum-volunteer'
import { crudApi } from './support/crud-api'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, STAFF } from './support/http'

/** A valid resident ID number born on 1988-05-20 with sequence `n`. */
const validId = (n: number) => {
  const first17 = `32010219880520${String(n).padStart(3, '0')}`
  return `${first17}${idCheckChar(first17)}`
}

const GATE = { username: 'gate', password: 'gate123' }
const VOLADMIN = { username: 'voladmin', password: 'voladmin123' }

describe('volunteers: /museum/volunteer/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const gate = useLogin(sandbox, GATE)
  const voladmin = useLogin(sandbox, VOLADMIN)
  const api = crudApi<VolunteerItem>(sandbox, '/museum/volunteer', admin)
  const { page, get, create, update, remove, exportFile } = api

  let seq = 100
  const body = (overrides: Record<string, unknown> = {}) => {
    seq += 1
    return {
      name: '测试志愿者',
      sex: 1,
      mobile: `1390000${String(seq).padStart(4, '0')}`,
      idNumber: validId(seq),
      type: 1,
      workUnitType: 4,
      workUnit: '南京师范大学',
      ...overrides,
    }
  }
  const audit = (json: Record<string, unknown>, token = admin.token) =>
    call(sandbox, '/museum/volunteer/audit', { method: 'PUT', token, json })
  const setStatus = (id: number, status: number, token = admin.token) =>
    call(sandbox, '/museum/volunteer/update-status', {
      method: 'PUT',
      token,
      json: { id, status },
    })

  it('pages the 60 seeded volunteers with masked phones and ID numbers, whole ones in get', async () => {
    const all = await page({ pageSize: 100 })
    expect(all.code).toBe(0)
    expect(all.data.total).toBe(60)
    for (const v of all.data.list) {
      expect(v.mobile).toMatch(/^\d{3}\*{4}\d{4}$/)
      expect(v.idNumber).toMatch(/^\d{6}\*{8}[\dX]{4}$/)
    }
    const statuses = new Set(all.data.list.map((v) => v.status))
    expect([...statuses].sort()).toEqual([0, 1, 2, 3])
    expect(new Set(all.data.list.map((v) => v.type)).size).toBe(4)
    expect(all.data.list.some((v) => v.serviceHours > 0)).toBe(true)
    expect((await page({ status: 0 })).data.total).toBe(8)
    const first = all.data.list[0]
    const whole = (await get(first.id)).data
    expect(whole?.mobile).toMatch(/^1[3-9]\d{9}$/)
    expect(whole?.idNumber).toMatch(/^\d{17}[\dX]$/)
    expect(whole?.mobile.slice(-4)).toBe(first.mobile.slice(-4))
  })

  it('filters by name, mobile, type and status', async () => {
    const all = (await page({ pageSize: 100 })).data.list
    const sample = all[5]
    const byName = await page({ name: sample.name, pageSize: 100 })
    expect(byName.data.list.every((v) => v.name.includes(sample.name))).toBe(true)
    const whole = (await get(sample.id)).data
    expect((await page({ mobile: whole?.mobile })).data.list.map((v) => v.id)).toEqual([sample.id])
    expect((await page({ type: 2, pageSize: 100 })).data.total).toBe(
      all.filter((v) => v.type === 2).length,
    )
    expect((await page({ status: 3 })).data.total).toBe(6)
  })

  it('creates a pending volunteer and checks mobile and GB 11643 ID numbers', async () => {
    const created = await create(body({ name: '新志愿者' }))
    expect(created.code).toBe(0)
    const item = (await get(created.data)).data
    expect(item).toMatchObject({ name: '新志愿者', status: 0, serviceHours: 0, auditReason: '' })

    expect(await create(body({ mobile: '12345678901' }))).toMatchObject({
      code: 400,
      msg: '请求参数不正确:请输入正确的手机号码',
    })
    const wrongCheck = validId(7).slice(0, 17) + (validId(7).endsWith('1') ? '2' : '1')
    expect(await create(body({ idNumber: wrongCheck }))).toMatchObject({
      code: 400,
      msg: '请求参数不正确:请输入正确的身份证号码',
    })
    expect((await create(body({ idNumber: '' }))).msg).toBe('请求参数不正确:身份证号码不能为空')
    expect((await create(body({ name: '  ' }))).msg).toBe('请求参数不正确:姓名不能为空')
    expect((await create(body({ type: 9 }))).msg).toBe(
      '请求参数不正确:志愿者类型必须在指定范围 [1, 2, 3, 4]',
    )
  })

  it('keeps ID numbers and mobiles unique, naming which one', async () => {
    const first = body()
    const id = (await create(first)).data
    expect(await create(body({ idNumber: first.idNumber }))).toMatchObject({
      code: 1_040_005_002,
      msg: '该身份证号码已登记为志愿者',
    })
    expect(await create(body({ mobile: first.mobile }))).toMatchObject({
      code: 1_040_005_003,
      msg: '该手机号码已登记为志愿者',
    })
    const other = (await create(body())).data
    expect((await update({ ...body(), id: other, mobile: first.mobile })).msg).toBe(
      '该手机号码已登记为志愿者',
    )
    // Its own numbers are no duplicate.
    expect((await update({ ...first, id, name: '改名' })).code).toBe(0)
  })

  it('audits only pending volunteers; a rejection needs its reason', async () => {
    const passId = (await create(body())).data
    const rejectId = (await create(body())).data
    expect(await audit({ id: rejectId, pass: false, reason: '  ' })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:请填写驳回原因',
    })
    expect((await audit({ id: rejectId, pass: false })).msg).toBe('请求参数不正确:请填写驳回原因')
    expect((await audit({ id: passId, pass: true })).code).toBe(0)
    expect((await get(passId)).data?.status).toBe(1)
    expect((await audit({ id: rejectId, pass: false, reason: '证件照片不清晰' })).code).toBe(0)
    expect((await get(rejectId)).data).toMatchObject({ status: 2, auditReason: '证件照片不清晰' })

    expect(await audit({ id: passId, pass: false, reason: '再审' })).toMatchObject({
      code: 1_040_005_005,
      msg: '只能审核待审核的志愿者，该志愿者当前为「已通过」',
    })
    expect((await audit({ id: rejectId, pass: true })).msg).toBe(
      '只能审核待审核的志愿者，该志愿者当前为「未通过」',
    )
    expect((await audit({ id: 999_999, pass: true })).msg).toBe('志愿者不存在')
  })

  it('two audits of one volunteer at once: exactly one is applied', async () => {
    const id = (await create(body())).data
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        audit(i % 2 ? { id, pass: true } : { id, pass: false, reason: '并发驳回' }),
      ),
    )
    expect(results.filter((r) => r.code === 0)).toHaveLength(1)
    expect(results.filter((r) => r.code === 1_040_005_005)).toHaveLength(9)
  })

  it('a corrected rejected volunteer waits for audit again', async () => {
    const data = body()
    const id = (await create(data)).data
    await audit({ id, pass: false, reason: '单位信息不全' })
    expect((await update({ ...data, id, workUnit: '东南大学' })).code).toBe(0)
    expect((await get(id)).data).toMatchObject({ status: 0, auditReason: '', workUnit: '东南大学' })
  })

  it('停用 and 启用 move only between 已通过 and 已停用, with the reason', async () => {
    const id = (await create(body())).data
    expect(await setStatus(id, 3)).toMatchObject({
      code: 1_040_005_006,
      msg: '只能停用已通过的志愿者，该志愿者当前为「待审核」',
    })
    expect((await setStatus(id, 1)).msg).toBe('只能启用已停用的志愿者，该志愿者当前为「待审核」')
    await audit({ id, pass: true })
    expect((await setStatus(id, 1)).msg).toBe('只能启用已停用的志愿者，该志愿者当前为「已通过」')
    expect((await setStatus(id, 3)).code).toBe(0)
    expect((await get(id)).data?.status).toBe(3)
    expect((await setStatus(id, 3)).msg).toBe('只能停用已通过的志愿者，该志愿者当前为「已停用」')
    expect((await setStatus(id, 1)).code).toBe(0)
    expect((await get(id)).data?.status).toBe(1)
    // Audit states are not set by hand.
    expect((await setStatus(id, 0)).msg).toBe('请求参数不正确:状态必须在指定范围 [1, 3]')
    expect((await setStatus(id, 2)).code).toBe(400)

    const rejected = (await create(body())).data
    await audit({ id: rejected, pass: false, reason: '不符合要求' })
    expect((await setStatus(rejected, 3)).msg).toBe(
      '只能停用已通过的志愿者，该志愿者当前为「未通过」',
    )
  })

  it('refuses to delete a volunteer with service records, deletes one without', async () => {
    const seeded = (await page({ status: 1, pageSize: 100 })).data.list.find(
      (v) => v.serviceHours > 0,
    )
    expect(seeded).toBeDefined()
    const refused = await remove(seeded!.id)
    expect(refused.code).toBe(1_040_005_004)
    expect(refused.msg).toMatch(/^该志愿者已有 \d+ 条服务记录，不能删除，可改为停用$/)
    const id = (await create(body())).data
    expect((await remove(id)).code).toBe(0)
    expect((await get(id)).data).toBeNull()
    expect((await remove(id)).msg).toBe('志愿者不存在')
  })

  it('exports a real .xlsx with Chinese headers and masked numbers', async () => {
    const response = await exportFile({ status: 3 })
    expect(response.headers.get('content-type')).toContain('spreadsheetml')
    expect(response.headers.get('content-disposition')).toContain(
      encodeURIComponent('志愿者信息.xlsx'),
    )
    const rows = await readXlsxRows(Buffer.from(await response.arrayBuffer()))
    expect(rows[0].cells).toEqual([
      '志愿者编号',
      '姓名',
      '性别',
      '手机号码',
      '身份证号码',
      '志愿者类型',
      '单位类型',
      '工作单位',
      '状态',
      '服务时长(小时)',
      '审核意见',
      '创建时间',
    ])
    expect(rows).toHaveLength(1 + (await page({ status: 3 })).data.total)
    for (const row of rows.slice(1)) {
      expect(row.cells[3]).toMatch(/^\d{3}\*{4}\d{4}$/)
      expect(row.cells[4]).toMatch(/^\d{6}\*{8}[\dX]{4}$/)
      expect(row.cells[8]).toBe('已停用')
    }
  })

  it('checks each permission: staff and the gate see nothing, the volunteer admin does it all', async () => {
    for (const token of [staff.token, gate.token]) {
      expect(await page({}, token)).toEqual(FORBIDDEN)
      expect(await get(1, token)).toEqual(FORBIDDEN)
      expect(await create(body(), token)).toEqual(FORBIDDEN)
      expect(await audit({ id: 1, pass: true }, token)).toEqual(FORBIDDEN)
      expect(await setStatus(1, 3, token)).toEqual(FORBIDDEN)
      expect(await remove(1, token)).toEqual(FORBIDDEN)
      expect(await (await exportFile({}, token)).json()).toEqual(FORBIDDEN)
    }
    const id = (await create(body(), voladmin.token)).data
    expect((await audit({ id, pass: true }, voladmin.token)).code).toBe(0)
    expect((await setStatus(id, 3, voladmin.token)).code).toBe(0)
    expect((await page({}, voladmin.token)).code).toBe(0)
  })
})
