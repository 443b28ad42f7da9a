import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  bpmTaskAssignRuleCreate,
  bpmTaskAssignRuleItem,
  bpmTaskAssignRuleUpdate,
  type BpmTaskAssignRuleItem,
} from '../../../../src/shared/wire/bpm-assign-rule'
import { AssignErrors } from '../bpm/assign/assign-errors'
import {
  findRule,
  insertRule,
  listDefinitionRules,
  listModelRules,
  MODEL_RULE_DEFINITION,
  parseIdList,
  type AssignRuleRow,
} from '../bpm/assign/assign-rule-repo'
import { checkRuleOptions } from '../bpm/assign/check-options'
import type { UserTaskInfo } from '../bpm/assign/user-tasks'
import { findBpmModel, findDefinition } from '../db/repos/bpm-model-repo'
import { bizError } from '../lib/biz-error'
import { createBpmnParser } from '../lib/bpmn-parser'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { BpmErrors } from '../lib/error-codes'
import { optionalText, parseInput, wireItem } from '../lib/validation'

const PATH = '/bpm/task-assign-rule'
const listQuery = z.object({
  modelId: optionalText('流程模型的编号', 64),
  processDefinitionId: optionalText('流程定义的编号', 255),
})

/** One row per user task, its rule's fields when it has one (rules of removed tasks are left out). */
function rowsOf(
  tasks: readonly UserTaskInfo[],
  rules: readonly AssignRuleRow[],
  owner: { modelId: string; processDefinitionId: string },
): BpmTaskAssignRuleItem[] {
  const byKey = new Map(rules.map((rule) => [rule.task_definition_key, rule]))
  return tasks.map((task) => {
    const rule = byKey.get(task.key)
    return wireItem(bpmTaskAssignRuleItem, {
      ...owner,
      id: rule?.id ?? null,
      taskDefinitionKey: task.key,
      taskDefinitionName: task.name,
      type: rule?.type ?? null,
      options: rule ? parseIdList(rule.options) : [],
    })
  })
}

/** /bpm/task-assign-rule/*: who acts on each user task of a model (editable) or definition. */
export function registerBpmTaskAssignRuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const bpmn = createBpmnParser()
  app.addHook('onClose', () => bpmn.close())
  const guard = (action: string) => ({
    config: { permission: `bpm:task-assign-rule:${action}` },
  })

  app.get(`${PATH}/list`, guard('query'), async (request) => {
    const { modelId, processDefinitionId } = parseInput(listQuery, request.query)
    if (processDefinitionId) {
      const definition = findDefinition(db, processDefinitionId)
      if (!definition) return ok([])
      const tasks = await bpmn.userTasks(definition.bpmn_xml)
      return ok(
        rowsOf(tasks, listDefinitionRules(db, definition.id), {
          modelId: definition.model_id,
          processDefinitionId: definition.id,
        }),
      )
    }
    const model = modelId ? findBpmModel(db, modelId) : undefined
    if (!model?.bpmn_xml) return ok([])
    const tasks = await bpmn.userTasks(model.bpmn_xml)
    return ok(
      rowsOf(tasks, listModelRules(db, model.id), {
        modelId: model.id,
        processDefinitionId: MODEL_RULE_DEFINITION,
      }),
    )
  })

  app.post(`${PATH}/create`, guard('create'), async (request) => {
    const body = parseInput(bpmTaskAssignRuleCreate, request.body)
    if (!findBpmModel(db, body.modelId)) throw bizError(BpmErrors.MODEL_NOT_EXISTS)
    const existing = listModelRules(db, body.modelId).some(
      (rule) => rule.task_definition_key === body.taskDefinitionKey,
    )
    if (existing) throw bizError(AssignErrors.RULE_EXISTS, body.modelId, body.taskDefinitionKey)
    checkRuleOptions(db, body.type, body.options)
    const id = insertRule(
      db,
      {
        modelId: body.modelId,
        processDefinitionId: MODEL_RULE_DEFINITION,
        taskDefinitionKey: body.taskDefinitionKey,
        type: body.type,
        options: body.options,
      },
      ctx.now(),
    )
    return ok(id)
  })

  app.put(`${PATH}/update`, guard('update'), async (request) => {
    const body = parseInput(bpmTaskAssignRuleUpdate, request.body)
    const rule = findRule(db, body.id)
    if (!rule) throw bizError(AssignErrors.RULE_NOT_EXISTS)
    if (rule.process_definition_id !== MODEL_RULE_DEFINITION) {
      throw bizError(AssignErrors.RULE_UPDATE_FAIL_NOT_MODEL)
    }
    checkRuleOptions(db, body.type, body.options)
    db.prepare(
      'UPDATE bpm_task_assign_rule SET type = ?, options = ?, update_time = ? WHERE id = ?',
    ).run(body.type, JSON.stringify(body.options), ctx.now(), body.id)
    return ok(true)
  })
}
