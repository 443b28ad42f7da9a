import { parseBpmn } from '../../lib/bpmn-inspect'

/** A user task of a diagram: the rows of the rules list and what deploy checks. */
export interface UserTaskInfo {
  key: string
  name: string
}

interface ModdleNode {
  $type?: string
  id?: string
  name?: string
  flowElements?: ModdleNode[]
  rootElements?: ModdleNode[]
}

/**
 * The user tasks of the diagram's processes (sub-processes included), in document order. Runs in
 * the BPMN worker (lib/bpmn-worker.mjs): bpmn-moddle is CPU work that must not hold the server.
 */
export async function listUserTasks(xml: string): Promise<UserTaskInfo[]> {
  const { rootElement } = await parseBpmn(xml)
  const tasks: UserTaskInfo[] = []
  const seen = new Set<string>()
  const visit = (elements: readonly ModdleNode[] | undefined) => {
    for (const element of elements ?? []) {
      if (element.$type === 'bpmn:UserTask' && element.id && !seen.has(element.id)) {
        seen.add(element.id)
        tasks.push({ key: element.id, name: element.name ?? '' })
      }
      visit(element.flowElements)
    }
  }
  const root = rootElement as ModdleNode
  visit((root.rootElements ?? []).filter((element) => element.$type === 'bpmn:Process'))
  return tasks
}
