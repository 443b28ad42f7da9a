import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call, rawCall, type Page } from './support/http'
import { startFtpStandIn, type FtpStandIn } from './support/stand-ins/ftp-server'
import { startS3StandIn, type S3StandIn } from './support/stand-ins/s3-server'
import { startSftpStandIn, type SftpStandIn } from './support/stand-ins/sftp-server'

interface FileItem {
  id: number
  configId: number
  path: string
  name: string
  url: string
  type: string
  size: number
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47])

describe('file storages: each uploads, reads and deletes through its real client', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  let s3: S3StandIn
  let ftp: FtpStandIn
  let sftp: SftpStandIn
  let localDir: string

  beforeAll(async () => {
    ;[s3, ftp, sftp] = await Promise.all([startS3StandIn(), startFtpStandIn(), startSftpStandIn()])
    localDir = mkdtempSync(join(tmpdir(), 'file-storage-'))
  })
  afterAll(async () => {
    await Promise.all([s3.stop(), ftp.stop(), sftp.stop()])
    rmSync(localDir, { recursive: true, force: true })
  })

  const createConfig = async (name: string, storage: number, config: Record<string, unknown>) => {
    const answer = await call<number>(sandbox, '/infra/file-config/create', {
      method: 'POST',
      token: admin.token,
      json: { name, storage, remark: '测试用', config },
    })
    expect(answer, name).toMatchObject({ code: 0 })
    return answer.data
  }
  const testConfig = (id: number) =>
    call<string>(sandbox, '/infra/file-config/test', { token: admin.token, query: { id } })
  const makeMaster = (id: number) =>
    call(sandbox, '/infra/file-config/update-master', {
      method: 'PUT',
      token: admin.token,
      query: { id },
    })
  const upload = async (text: string, name: string) => {
    const form = new FormData()
    form.append('file', new Blob([text]), name)
    const response = await rawCall(sandbox.apiUrl, '/infra/file/upload', {
      method: 'POST',
      token: admin.token,
      body: form,
    })
    return (await response.json()) as { code: number; data: string; msg: string }
  }
  const listed = async (url: string) => {
    const page = await call<Page<FileItem>>(sandbox, '/infra/file/page', {
      token: admin.token,
      query: { pageSize: 100 },
    })
    return page.data.list.find((item) => item.url === url)
  }

  /** 测试 passes, then an upload as master lands in the storage, is read back and deleted. */
  async function roundTrip(id: number, stored: (path: string) => Buffer | undefined) {
    const tested = await testConfig(id)
    expect(tested.msg, 'test').toBe('')
    const sample = await fetch(tested.data)
    expect(Buffer.from(await sample.arrayBuffer()).subarray(0, 4)).toEqual(PNG_SIGNATURE)

    expect((await makeMaster(id)).code).toBe(0)
    const uploaded = await upload(`馆藏清单 ${id}`, '清单.txt')
    expect(uploaded.code, uploaded.msg).toBe(0)
    expect(uploaded.data).toMatch(
      new RegExp(`/infra/file/${id}/get/upload/\\d{8}/[0-9a-f]{24}\\.txt$`),
    )
    const item = await listed(uploaded.data)
    expect(item).toMatchObject({
      configId: id,
      name: '清单.txt',
      type: 'text/plain; charset=utf-8',
    })
    expect(stored(item!.path)?.toString()).toBe(`馆藏清单 ${id}`)
    expect(await (await fetch(uploaded.data)).text()).toBe(`馆藏清单 ${id}`)

    const removed = await call(sandbox, '/infra/file/delete', {
      method: 'DELETE',
      token: admin.token,
      query: { id: item!.id },
    })
    expect(removed.code).toBe(0)
    expect(stored(item!.path)).toBeUndefined()
    expect(await listed(uploaded.data)).toBeUndefined()
    expect((await (await fetch(uploaded.data)).json()).code).toBe(404)
  }

  it('本地磁盘 writes into its folder', async () => {
    const id = await createConfig('本地磁盘', 10, { basePath: localDir, domain: '' })
    await roundTrip(id, (path) => {
      try {
        return readFileSync(join(localDir, path))
      } catch {
        return undefined
      }
    })
  })

  it('FTP (passive) through basic-ftp', async () => {
    const id = await createConfig('FTP', 11, {
      basePath: '/museum',
      host: '127.0.0.1',
      port: ftp.port,
      username: ftp.username,
      password: ftp.password,
      mode: 'Passive',
      domain: '',
    })
    await roundTrip(id, (path) => ftp.files.get(`/museum/${path}`))
  })

  it('SFTP through ssh2-sftp-client', async () => {
    const id = await createConfig('SFTP', 12, {
      basePath: '/data',
      host: '127.0.0.1',
      port: sftp.port,
      username: sftp.username,
      password: sftp.password,
      domain: '',
    })
    await roundTrip(id, (path) => sftp.files.get(`/data/${path}`))
  })

  it('S3 through the AWS SDK, signed requests only', async () => {
    const id = await createConfig('S3', 20, {
      endpoint: s3.endpoint,
      bucket: 'museum',
      accessKey: s3.accessKey,
      accessSecret: s3.secret,
      domain: '',
    })
    await roundTrip(id, (path) => s3.objects.get('museum')?.get(path))
  })

  it('answers {domain}/{path} when the config has a domain, and image fields accept it', async () => {
    const id = await createConfig('S3 公开域名', 20, {
      endpoint: s3.endpoint,
      bucket: 'museum',
      accessKey: s3.accessKey,
      accessSecret: s3.secret,
      domain: `${s3.endpoint}/museum/`,
    })
    const tested = await testConfig(id)
    expect(tested.data).toMatch(
      new RegExp(`^${s3.endpoint}/museum/test/\\d{8}/[0-9a-f]{24}\\.png$`),
    )
    await makeMaster(4)
  })

  describe('测试 names the cause of a failure', () => {
    const ftpConfig = (port: number, password: string) => ({
      basePath: '/museum',
      host: '127.0.0.1',
      port,
      username: 'museum',
      password,
      mode: 'Passive',
      domain: '',
    })

    it('a stopped server: connection refused', async () => {
      const stopped = await startFtpStandIn()
      await stopped.stop()
      const ftpId = await createConfig('停了的 FTP', 11, ftpConfig(stopped.port, 'x'))
      expect((await testConfig(ftpId)).msg).toBe(
        `测试失败：无法连接 127.0.0.1:${stopped.port}：连接被拒绝，请检查主机地址、端口，以及服务是否已启动`,
      )
      const sftpId = await createConfig('停了的 SFTP', 12, {
        ...ftpConfig(stopped.port, 'x'),
        mode: undefined,
      })
      expect((await testConfig(sftpId)).msg).toContain('连接被拒绝')
      const s3Id = await createConfig('停了的 S3', 20, {
        endpoint: `http://127.0.0.1:${stopped.port}`,
        bucket: 'museum',
        accessKey: 'a',
        accessSecret: 'b',
      })
      expect((await testConfig(s3Id)).msg).toContain('连接被拒绝')
    })

    it('a wrong password: login failed', async () => {
      const ftpId = await createConfig('错密码 FTP', 11, ftpConfig(ftp.port, 'wrong'))
      expect((await testConfig(ftpId)).msg).toBe('测试失败：登录失败，请检查用户名和密码')
      const sftpId = await createConfig('错密码 SFTP', 12, {
        ...ftpConfig(sftp.port, 'wrong'),
        mode: undefined,
      })
      expect((await testConfig(sftpId)).msg).toBe('测试失败：登录失败，请检查用户名和密码')
      const s3Id = await createConfig('错密钥 S3', 20, {
        endpoint: s3.endpoint,
        bucket: 'museum',
        accessKey: s3.accessKey,
        accessSecret: 'wrong',
      })
      expect((await testConfig(s3Id)).msg).toBe(
        '测试失败：认证失败，请检查 accessKey 和 accessSecret',
      )
    })

    it('a missing bucket', async () => {
      const id = await createConfig('没有的桶', 20, {
        endpoint: s3.endpoint,
        bucket: 'no-such-bucket',
        accessKey: s3.accessKey,
        accessSecret: s3.secret,
      })
      expect((await testConfig(id)).msg).toBe('测试失败：存储 bucket「no-such-bucket」不存在')
    })

    it('a server that never answers: a short timeout', async () => {
      const silent: Server = createServer(() => undefined)
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
      const port = (silent.address() as { port: number }).port
      process.env.SANDBOX_FILE_TIMEOUT_MS = '300'
      try {
        const id = await createConfig('不说话的 FTP', 11, ftpConfig(port, 'x'))
        expect((await testConfig(id)).msg).toBe(
          `测试失败：连接 127.0.0.1:${port} 超时，请检查主机地址、端口和网络`,
        )
      } finally {
        delete process.env.SANDBOX_FILE_TIMEOUT_MS
        silent.close()
      }
    })
  })
})
