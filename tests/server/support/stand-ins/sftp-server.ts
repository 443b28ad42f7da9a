import type { AddressInfo } from 'node:net'
import { posix } from 'node:path'
import ssh2 from 'ssh2'
import type { Attributes, SFTPWrapper } from 'ssh2'

const { Server, utils } = ssh2
const { OPEN_MODE, STATUS_CODE } = utils.sftp

/**
 * An SSH server for tests (ssh2's server mode), on 127.0.0.1, password login, with the SFTP
 * requests a client needs to make folders, write, read, stat and remove files, kept in memory.
 */
export interface SftpStandIn {
  port: number
  username: string
  password: string
  files: Map<string, Buffer>
  folders: Set<string>
  stop(): Promise<void>
}

const S_IFDIR = 0o040000
const S_IFREG = 0o100000

function attrsOf(size: number, folder: boolean): Attributes {
  const now = Math.floor(Date.now() / 1000)
  return {
    mode: (folder ? S_IFDIR : S_IFREG) | 0o755,
    uid: 0,
    gid: 0,
    size,
    atime: now,
    mtime: now,
  }
}

function serveSftp(sftp: SFTPWrapper, files: Map<string, Buffer>, folders: Set<string>) {
  const handles = new Map<number, { path: string; chunks: Buffer[]; writing: boolean }>()
  let nextHandle = 1
  const handleId = (handle: Buffer) => handle.readUInt32BE(0)
  const newHandle = (entry: { path: string; chunks: Buffer[]; writing: boolean }) => {
    const id = nextHandle++
    handles.set(id, entry)
    const buffer = Buffer.alloc(4)
    buffer.writeUInt32BE(id)
    return buffer
  }
  const stat = (reqid: number, path: string) => {
    const target = posix.resolve('/', path)
    if (folders.has(target)) return sftp.attrs(reqid, attrsOf(0, true))
    const file = files.get(target)
    if (file) return sftp.attrs(reqid, attrsOf(file.length, false))
    return sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE)
  }

  sftp.on('REALPATH', (reqid, path) => {
    const target = posix.resolve('/', path)
    sftp.name(reqid, [{ filename: target, longname: target, attrs: attrsOf(0, true) }])
  })
  sftp.on('STAT', stat)
  sftp.on('LSTAT', stat)
  sftp.on('FSTAT', (reqid, handle) => {
    const entry = handles.get(handleId(handle))
    if (!entry) return sftp.status(reqid, STATUS_CODE.FAILURE)
    const size = entry.writing
      ? entry.chunks.reduce((n, c) => n + c.length, 0)
      : (files.get(entry.path)?.length ?? 0)
    sftp.attrs(reqid, attrsOf(size, false))
  })
  sftp.on('MKDIR', (reqid, path) => {
    const target = posix.resolve('/', path)
    if (folders.has(target) || !folders.has(posix.dirname(target))) {
      return sftp.status(reqid, STATUS_CODE.FAILURE)
    }
    folders.add(target)
    sftp.status(reqid, STATUS_CODE.OK)
  })
  sftp.on('OPEN', (reqid, filename, flags) => {
    const target = posix.resolve('/', filename)
    const writing = (flags & OPEN_MODE.WRITE) !== 0
    if (writing && !folders.has(posix.dirname(target))) {
      return sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE)
    }
    if (!writing && !files.has(target)) return sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE)
    sftp.handle(reqid, newHandle({ path: target, chunks: [], writing }))
  })
  // Clients write in order; the offset is not needed to keep the chunks.
  sftp.on('WRITE', (reqid, handle, _offset, data) => {
    const entry = handles.get(handleId(handle))
    if (!entry?.writing) return sftp.status(reqid, STATUS_CODE.FAILURE)
    entry.chunks.push(Buffer.from(data))
    sftp.status(reqid, STATUS_CODE.OK)
  })
  sftp.on('READ', (reqid, handle, offset, length) => {
    const entry = handles.get(handleId(handle))
    const file = entry ? files.get(entry.path) : undefined
    if (!file) return sftp.status(reqid, STATUS_CODE.FAILURE)
    if (offset >= file.length) return sftp.status(reqid, STATUS_CODE.EOF)
    sftp.data(reqid, file.subarray(offset, offset + length))
  })
  sftp.on('CLOSE', (reqid, handle) => {
    const id = handleId(handle)
    const entry = handles.get(id)
    if (entry?.writing) files.set(entry.path, Buffer.concat(entry.chunks))
    handles.delete(id)
    sftp.status(reqid, STATUS_CODE.OK)
  })
  sftp.on('REMOVE', (reqid, path) => {
    const removed = files.delete(posix.resolve('/', path))
    sftp.status(reqid, removed ? STATUS_CODE.OK : STATUS_CODE.NO_SUCH_FILE)
  })
}

export async function startSftpStandIn(
  options: { username?: string; password?: string } = {},
): Promise<SftpStandIn> {
  const username = options.username ?? 'museum'
  const password = options.password ?? 'sftp-secret'
  const files = new Map<string, Buffer>()
  const folders = new Set<string>(['/'])
  const hostKey = utils.generateKeyPairSync('ed25519').private
  const server = new Server({ hostKeys: [hostKey] }, (client) => {
    client.on('error', () => undefined)
    client.on('authentication', (context) => {
      if (
        context.method === 'password' &&
        context.username === username &&
        context.password === password
      ) {
        return context.accept()
      }
      context.reject(['password'])
    })
    client.on('ready', () => {
      client.on('session', (accept) => {
        const session = accept()
        session.on('sftp', (acceptSftp) => serveSftp(acceptSftp(), files, folders))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    username,
    password,
    files,
    folders,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
