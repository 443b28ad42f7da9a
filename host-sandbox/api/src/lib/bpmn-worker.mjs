// Runs in the BPMN parsing pool's worker threads (lib/bpmn-parser.ts). The inspection itself is
// TypeScript (lib/bpmn-inspect.ts): tsx's tsImport loads it here the same under node+tsx, vitest
// and tsx alike, where a worker would not inherit the parent's TypeScript loader.
import { tsImport } from 'tsx/esm/api'

const inspect = await tsImport('./bpmn-inspect.ts', import.meta.url)

/**
 * One task: { op: 'parse', xml } checks that xml is BPMN; { op: 'deploy', xml, key } answers the
 * XML to deploy. Refusals come back as { ok: false, code, msg } (errors lose their class across
 * threads); anything else thrown is a crash the pool reports.
 */
export default async function run(task) {
  try {
    if (task.op === 'userTasks') {
      const { listUserTasks } = await tsImport('../bpm/assign/user-tasks.ts', import.meta.url)
      return { ok: true, xml: null, userTasks: await listUserTasks(task.xml) }
    }
    if (task.op === 'deploy') {
      return { ok: true, xml: await inspect.prepareDeployment(task.xml, task.key) }
    }
    await inspect.parseBpmn(task.xml)
    return { ok: true, xml: null }
  } catch (error) {
    if (error && error.name === 'BizError')
      return { ok: false, code: error.code, msg: error.message }
    throw error
  }
}
