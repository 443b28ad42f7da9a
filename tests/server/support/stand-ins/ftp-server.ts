import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import { posix } from 'node:path'

/**
 * A minimal FTP server for tests, on 127.0.0.1, passive mode only (EPSV / PASV): log in, change
 * and make folders, store, retrieve and delete files, kept in memory. Enough for a real FTP
 * client (basic-ftp) to do what the sandbox asks of it, and to fail as a real server makes it
 * fail (530 on a wrong password, 550 for a missing file).
 */
export interface FtpStandIn {
  port: number
  username: string
  password: string
  /** absolute path -> bytes */
  files: Map<string, Buffer>
  folders: Set<string>
  stop(): Promise<void>
}

export async function startFtpStandIn(
  options: { username?: string; password?: string } = {},
): Promise<FtpStandIn> {
  const username = options.username ?? 'museum'
  const password = options.password ?? 'ftp-secret'
  const files = new Map<string, Buffer>()
  const folders = new Set<string>(['/'])
  const sockets = new Set<Socket>()
  const dataServers = new Set<Server>()

  const server = createServer((control) => {
    sockets.add(control)
    control.on('close', () => sockets.delete(control))
    control.on('error', () => undefined)
    let user = ''
    let loggedIn = false
    let cwd = '/'
    let data: Promise<Socket> | null = null
    const reply = (line: string) => control.write(`${line}\r\n`)
    const resolvePath = (arg: string) => posix.resolve(cwd, arg)

    /** Opens a one-shot listener for the next transfer. */
    const passive = async (): Promise<number> => {
      const listener = createServer()
      dataServers.add(listener)
      data = new Promise<Socket>((resolve) => {
        listener.once('connection', (socket) => {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          listener.close()
          dataServers.delete(listener)
          resolve(socket)
        })
      })
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
      return (listener.address() as AddressInfo).port
    }

    const handle = async (verb: string, arg: string) => {
      if (verb === 'USER') {
        user = arg
        return reply('331 Password required')
      }
      if (verb === 'PASS') {
        if (user === username && arg === password) {
          loggedIn = true
          return reply('230 Logged in')
        }
        return reply('530 Login incorrect')
      }
      if (verb === 'QUIT') {
        reply('221 Bye')
        return control.end()
      }
      if (!loggedIn) return reply('530 Please login with USER and PASS')
      switch (verb) {
        case 'FEAT':
          return reply('211-Features:\r\n EPSV\r\n UTF8\r\n SIZE\r\n211 End')
        case 'SYST':
          return reply('215 UNIX Type: L8')
        case 'OPTS':
        case 'TYPE':
        case 'STRU':
        case 'NOOP':
          return reply('200 OK')
        case 'PWD':
          return reply(`257 "${cwd}" is the current directory`)
        case 'CWD': {
          const target = resolvePath(arg)
          if (!folders.has(target)) return reply('550 No such directory')
          cwd = target
          return reply('250 OK')
        }
        case 'MKD': {
          const target = resolvePath(arg)
          if (folders.has(target) || !folders.has(posix.dirname(target))) {
            return reply('550 Cannot create directory')
          }
          folders.add(target)
          return reply(`257 "${target}" created`)
        }
        case 'EPSV':
          return reply(`229 Entering Extended Passive Mode (|||${await passive()}|)`)
        case 'PASV': {
          const port = await passive()
          return reply(`227 Entering Passive Mode (127,0,0,1,${port >> 8},${port & 255})`)
        }
        case 'SIZE': {
          const file = files.get(resolvePath(arg))
          return reply(file ? `213 ${file.length}` : '550 No such file')
        }
        case 'DELE': {
          const target = resolvePath(arg)
          if (!files.delete(target)) return reply('550 No such file')
          return reply('250 Deleted')
        }
        case 'STOR': {
          const target = resolvePath(arg)
          if (!folders.has(posix.dirname(target)) || !data) return reply('550 Cannot store')
          const socket = await data
          data = null
          reply('150 Ok to send data')
          const chunks: Buffer[] = []
          socket.on('data', (chunk: Buffer) => chunks.push(chunk))
          socket.on('end', () => {
            files.set(target, Buffer.concat(chunks))
            reply('226 Transfer complete')
          })
          return
        }
        case 'RETR': {
          const file = files.get(resolvePath(arg))
          if (!file || !data) return reply('550 No such file')
          const socket = await data
          data = null
          reply('150 Opening data connection')
          socket.end(file, () => reply('226 Transfer complete'))
          return
        }
        default:
          return reply('502 Command not implemented')
      }
    }

    // Commands are handled one at a time, in order, like a real server's control connection.
    let queue = Promise.resolve()
    let buffered = ''
    control.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8')
      let end: number
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end)
        buffered = buffered.slice(end + 2)
        const space = line.indexOf(' ')
        const verb = (space < 0 ? line : line.slice(0, space)).toUpperCase()
        const arg = space < 0 ? '' : line.slice(space + 1)
        queue = queue
          .then(async () => {
            await handle(verb, arg)
          })
          .catch(() => undefined)
      }
    })
    reply('220 Stand-in FTP ready')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    username,
    password,
    files,
    folders,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        for (const listener of dataServers) listener.close()
        server.close(() => resolve())
      }),
  }
}
