import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { CONTRACT_CHECKS, runContractChecks } from '../contract/checks'
import { formatTable, summarise } from '../contract/report'
import { useSandbox } from './support/fixture'
import { call, loginAdmin } from './support/http'

const run = promisify(execFile)

describe('contract checks (tests/contract) against the sandbox over real HTTP', () => {
  const sandbox = useSandbox()

  it('every check conforms as admin, writes included', async () => {
    const results = await runContractChecks({
      baseUrl: sandbox.apiUrl,
      username: 'admin',
      password: 'admin123',
      allowWrites: true,
    })
    const notConforming = results.filter((r) => r.outcome !== 'yes')
    expect(notConforming, formatTable(notConforming)).toEqual([])
    expect(results).toHaveLength(CONTRACT_CHECKS.length)
  })

  it('leaves no rows behind after the write checks', async () => {
    await runContractChecks({
      baseUrl: sandbox.apiUrl,
      username: 'admin',
      password: 'admin123',
      allowWrites: true,
    })
    const token = await loginAdmin(sandbox)
    const types = await call<{ total: number }>(sandbox, '/system/dict-type/page', {
      token,
      query: { type: 'contract_' },
    })
    expect(types.data.total).toBe(0)
    const configs = await call<{ total: number }>(sandbox, '/infra/config/page', {
      token,
      query: { key: 'contract.check' },
    })
    expect(configs.data.total).toBe(0)
  })

  it('read-only by default: write checks are skipped, the rest conform', async () => {
    const results = await runContractChecks({
      baseUrl: sandbox.apiUrl,
      username: 'admin',
      password: 'admin123',
    })
    const writes = CONTRACT_CHECKS.filter((c) => c.writes).map((c) => c.name)
    expect(results.filter((r) => r.outcome === 'skipped').map((r) => r.name)).toEqual(writes)
    expect(results.filter((r) => r.outcome === 'no')).toEqual([])
  })

  it('a 403 is a skip (the account lacks the permission), a wrong password fails the login', async () => {
    const staff = await runContractChecks({
      baseUrl: sandbox.apiUrl,
      username: 'staff',
      password: 'staff123',
    })
    expect(staff.find((r) => r.name === 'config page')).toMatchObject({
      outcome: 'skipped',
      reason: 'the account lacks the permission (code 403: 没有该操作权限)',
    })
    expect(staff.find((r) => r.name === 'dict type export')?.outcome).toBe('skipped')
    expect(staff.find((r) => r.name === 'dict type page')?.outcome).toBe('yes')
    expect(staff.filter((r) => r.outcome === 'no')).toEqual([])

    const wrong = await runContractChecks({
      baseUrl: sandbox.apiUrl,
      username: 'admin',
      password: 'nope1234',
    })
    expect(wrong[0]).toMatchObject({ name: 'password login', outcome: 'no' })
    expect(wrong[0].reason).toContain('登录失败，账号密码不正确')
    expect(wrong.slice(1).every((r) => r.outcome === 'skipped')).toBe(true)
    expect(summarise(wrong).failed).toBe(1)
  })

  it('npm run test:contract prints a table and a summary, exit code 0 when conforming', async () => {
    const { stdout } = await run(
      'npx',
      [
        'tsx',
        'tests/contract/run-against.ts',
        '--base-url',
        sandbox.apiUrl,
        '--username',
        'admin',
        '--password',
        'admin123',
      ],
      { cwd: process.cwd(), timeout: 60_000 },
    )
    expect(stdout).toMatch(/endpoint\s+check\s+conforms\s+reason/)
    expect(stdout).toMatch(/GET \/system\/dict-type\/page\s+dict type page\s+yes/)
    expect(stdout).toMatch(/CONFORMS: \d+ of \d+ checks conform, 0 do not, \d+ skipped/)
  })

  it('the CLI exits 1 when the backend does not conform (env variables work too)', async () => {
    const failure = await run('npx', ['tsx', 'tests/contract/run-against.ts'], {
      cwd: process.cwd(),
      timeout: 60_000,
      env: {
        ...process.env,
        CONTRACT_BASE_URL: sandbox.apiUrl,
        CONTRACT_USERNAME: 'admin',
        CONTRACT_PASSWORD: 'wrong-password',
      },
    }).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stdout).toContain('DOES NOT CONFORM')
  })
})
