import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../host-sandbox/api/src/app'

/**
 * Start-and-approve throughput of the BPM runtime (issue 14): an in-process sandbox on a temporary
 * database deploys a one-task approval, then starts and approves instances through the admin-api
 * (Fastify's inject: the runtime, SQLite and the routes, without sockets). One after the other,
 * then several at once (distinct instances run in parallel; one instance's steps never do).
 */
export interface BpmFigures {
  sequential: ThroughputFigures
  concurrent: ThroughputFigures & { concurrency: number }
}

export interface ThroughputFigures {
  instances: number
  seconds: number
  /** Instances started and approved per second. */
  perSecond: number
  /** CPU time of this process per instance: steadier than wall time on a busy machine. */
  cpuMsPerInstance: number
}

const API = '/prod-api/admin-api'
const INSTANCES = Number(process.env.BENCH_BPM_INSTANCES || 200)
const CONCURRENCY = 10
/** The seeded administrator: the approver of the bench's task. */
const ADMIN_ID = 1

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="defs" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="bench_approval" name="吞吐测试审批" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="audit" name="审批" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="audit" />
    <bpmn:sequenceFlow id="f2" sourceRef="audit" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`

interface Envelope<T> {
  code: number
  data: T
  msg: string
}

function client(app: FastifyInstance) {
  let token = ''
  const send = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
    const response = await app.inject({
      method,
      url: `${API}${url}`,
      headers: { authorization: `Bearer ${token}`, 'tenant-id': '1' },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    })
    const envelope = response.json<Envelope<T>>()
    if (envelope.code !== 0) throw new Error(`${method} ${url}: ${envelope.msg}`)
    return envelope.data
  }
  return {
    send,
    async login() {
      token = (
        await send<{ accessToken: string }>('POST', '/system/auth/login', {
          username: 'admin',
          password: 'admin123',
        })
      ).accessToken
    },
  }
}

async function deploy(api: ReturnType<typeof client>): Promise<string> {
  const modelId = await api.send<string>('POST', '/bpm/model/create', {
    key: 'bench_approval',
    name: '吞吐测试审批',
  })
  await api.send('PUT', '/bpm/model/update', { id: modelId, bpmnXml: XML })
  await api.send('POST', '/bpm/task-assign-rule/create', {
    modelId,
    taskDefinitionKey: 'audit',
    type: 30,
    options: [ADMIN_ID],
  })
  await api.send('POST', `/bpm/model/deploy?id=${modelId}`)
  const page = await api.send<{ list: Array<{ id: string }> }>(
    'GET',
    '/bpm/process-definition/page?key=bench_approval',
  )
  const id = page.list[0]?.id
  if (!id) throw new Error('bench definition not deployed')
  return id
}

async function startAndApprove(api: ReturnType<typeof client>, definitionId: string) {
  const instanceId = await api.send<string>('POST', '/bpm/process-instance/create', {
    processDefinitionId: definitionId,
    variables: { amount: 1 },
  })
  const tasks = await api.send<Array<{ id: string; endTime: number | null }>>(
    'GET',
    `/bpm/task/list-by-process-instance-id?processInstanceId=${instanceId}`,
  )
  const open = tasks.find((task) => task.endTime === null)
  if (!open) throw new Error('no task to approve')
  await api.send('PUT', '/bpm/task/approve', { id: open.id, reason: '同意' })
}

async function timed(instances: number, run: () => Promise<void>): Promise<ThroughputFigures> {
  const started = performance.now()
  const cpu = process.cpuUsage()
  await run()
  const used = process.cpuUsage(cpu)
  const seconds = (performance.now() - started) / 1000
  return {
    instances,
    seconds,
    perSecond: Math.round((instances / seconds) * 10) / 10,
    cpuMsPerInstance: Math.round(((used.user + used.system) / 1000 / instances) * 10) / 10,
  }
}

export async function bpmFigures(): Promise<BpmFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'museum-bpm-bench-'))
  const app = await buildApp({ dbPath: join(dir, 'sandbox.db') })
  try {
    await app.ready()
    const api = client(app)
    await api.login()
    const definitionId = await deploy(api)
    // Warm-up: the first instance parses the diagram once for all.
    await startAndApprove(api, definitionId)
    const sequential = await timed(INSTANCES, async () => {
      for (let i = 0; i < INSTANCES; i++) await startAndApprove(api, definitionId)
    })
    const concurrent = await timed(INSTANCES, async () => {
      for (let i = 0; i < INSTANCES; i += CONCURRENCY) {
        await Promise.all(
          Array.from({ length: CONCURRENCY }, () => startAndApprove(api, definitionId)),
        )
      }
    })
    return { sequential, concurrent: { ...concurrent, concurrency: CONCURRENCY } }
  } finally {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

export function printBpmFigures(bpm: BpmFigures): void {
  const line = (figures: ThroughputFigures) =>
    `${figures.perSecond} instances/s (${figures.instances} in ${figures.seconds.toFixed(1)} s), ${figures.cpuMsPerInstance} ms CPU each`
  console.log(`BPM start + approve, one at a time:     ${line(bpm.sequential)}`)
  console.log(
    `BPM start + approve, ${bpm.concurrent.concurrency} at a time:     ${line(bpm.concurrent)}`,
  )
}
