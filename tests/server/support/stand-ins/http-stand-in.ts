import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A provider stand-in listening on 127.0.0.1 (a free port); stop() closes it. */
export interface StandInServer {
  origin: string
  stop(): Promise<void>
}

/** Answers one request whose body has been read whole. */
export type RawStandInHandler = (
  request: IncomingMessage,
  body: Buffer,
  response: ServerResponse,
) => void

/** The plumbing every HTTP stand-in shares: read the body, answer, listen on a free port. */
export async function startHttpStandIn(handle: RawStandInHandler): Promise<StandInServer> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => handle(request, Buffer.concat(chunks), response))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        // A client's kept-alive socket would otherwise hold close() open.
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type StandInHandler = (
  request: IncomingMessage,
  body: Buffer,
) => { status?: number; json: unknown }

/** A stand-in answering JSON (the SMS providers' APIs). */
export function startStandIn(handle: StandInHandler): Promise<StandInServer> {
  return startHttpStandIn((request, body, response) => {
    const answer = handle(request, body)
    response.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(answer.json))
  })
}
