import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A provider stand-in listening on 127.0.0.1 (a free port); stop() closes it. */
export interface StandInServer {
  origin: string
  stop(): Promise<void>
}

export type StandInHandler = (
  request: IncomingMessage,
  body: Buffer,
) => { status?: number; json: unknown }

export async function startStandIn(handle: StandInHandler): Promise<StandInServer> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const answer = handle(request, Buffer.concat(chunks))
      response.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(answer.json))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
