import { randomUUID } from 'node:crypto'
import { STATE_SUSPENDED } from '../../../../../src/shared/wire/bpm-model'
import {
  RESULT_APPROVE,
  RESULT_CANCEL,
  RESULT_DELEGATE,
  RESULT_REJECT,
  RESULT_RUNNING,
  STATUS_RUNNING,
  type BpmTaskApprove,
  type BpmTaskDelegate,
  type BpmTaskReturn,
  type BpmTaskUpdateAssignee,
} from '../../../../../src/shared/wire/bpm-runtime'
import { bizError } from '../../lib/biz-error'
import { returnTargets } from './return-targets'
import type { RuntimeCore } from './runtime-core'
import { RuntimeErrors } from './runtime-errors'
import {
  closeTask,
  findInstance,
  findTask,
  findUserSummary,
  insertComment,
  insertTaskHistory,
  updateTaskAssignment,
  type InstanceRow,
  type TaskRow,
  type UserSummaryRow,
} from './runtime-repo'

/** Tasks the engine drops when another one moves the process on (a countersign already met). */
const MOVED_ON = { result: RESULT_CANCEL, reason: '其他审批人已处理，任务自动结束' }

/** The actions of an assignee on their task: approve, reject, transfer, delegate, return. */
export class TaskActions {
  constructor(private readonly core: RuntimeCore) {}

  approve(userId: number, input: BpmTaskApprove): Promise<void> {
    return this.withTask(userId, input.id, async (task, instance) => {
      if (task.result === RESULT_DELEGATE && task.owner_user_id !== null) {
        this.giveBackDelegated(userId, task, instance, input.reason)
        return
      }
      const { db } = this.core
      await this.core.runStep(instance, {
        before: () => {
          closeTask(db, task, RESULT_APPROVE, input.reason, this.core.now())
          this.comment(task, userId, 'approve', input.reason)
        },
        act: (step) =>
          step.execution.signal({
            id: task.definition_key,
            executionId: task.execution_id,
            approved: true,
          }),
        discarded: MOVED_ON,
      })
    })
  }

  reject(userId: number, input: BpmTaskApprove): Promise<void> {
    return this.withTask(userId, input.id, async (task, instance) => {
      const { db, notifier } = this.core
      db.transaction(() => {
        closeTask(db, task, RESULT_REJECT, input.reason, this.core.now())
        this.comment(task, userId, 'reject', input.reason)
        this.core.closeOpenTasks(instance.id, {
          result: RESULT_CANCEL,
          reason: `不通过任务，原因：${input.reason}`,
        })
        this.core.endInstance(instance, RESULT_REJECT)
        notifier.processRejected(instance, input.reason, this.core.now())
      })()
      this.core.emitResult(instance, RESULT_REJECT)
    })
  }

  /** 转办: the task moves to another user for good. */
  updateAssignee(userId: number, input: BpmTaskUpdateAssignee): Promise<void> {
    return this.withTask(userId, input.id, async (task, instance) => {
      const target = this.enabledUser(input.assigneeUserId)
      if (!target) throw bizError(RuntimeErrors.TRANSFER_USER_NOT_EXISTS)
      const me = this.nickname(userId)
      const { db, notifier } = this.core
      db.transaction(() => {
        updateTaskAssignment(db, task.id, {
          assignee: target.id,
          owner: task.owner_user_id,
          result: task.result,
          reason: task.reason,
        })
        this.comment(task, userId, 'transfer', `[${me}]将任务转办给[${target.nickname}]`)
        notifier.taskAssigned(instance, task.name, target.id, this.core.now())
      })()
    })
  }

  /** 委派: another user answers for the assignee; the task then comes back to the assignee. */
  delegate(userId: number, input: BpmTaskDelegate): Promise<void> {
    return this.withTask(userId, input.id, async (task, instance) => {
      if (input.delegateUserId === task.assignee_user_id) {
        throw bizError(RuntimeErrors.DELEGATE_SAME_USER)
      }
      const target = this.enabledUser(input.delegateUserId)
      if (!target) throw bizError(RuntimeErrors.DELEGATE_USER_NOT_EXISTS)
      const message = `[${this.nickname(userId)}]将任务委派给[${target.nickname}]，委派理由为:${input.reason}`
      const { db, notifier } = this.core
      db.transaction(() => {
        insertTaskHistory(db, task, {
          id: randomUUID(),
          assignee: userId,
          result: RESULT_DELEGATE,
          reason: message,
          time: this.core.now(),
        })
        updateTaskAssignment(db, task.id, {
          assignee: target.id,
          owner: task.owner_user_id ?? userId,
          result: RESULT_DELEGATE,
          reason: message,
        })
        this.comment(task, userId, 'delegate', message)
        notifier.taskAssigned(instance, task.name, target.id, this.core.now())
      })()
    })
  }

  /** 退回: the current task ends with result `backResult`, the target task opens again. */
  returnTask(userId: number, input: BpmTaskReturn, backResult: number): Promise<void> {
    return this.withTask(userId, input.id, async (task, instance) => {
      const source = await this.core.source(this.core.definitionOf(instance))
      const target = source.graph.nodes.get(input.targetDefinitionKey)
      if (!target || target.type !== 'bpmn:UserTask') {
        throw bizError(RuntimeErrors.RETURN_TARGET_NOT_EXISTS)
      }
      const reachable = returnTargets(source.graph, task.definition_key)
      if (!reachable.some((node) => node.id === target.id)) {
        throw bizError(RuntimeErrors.RETURN_NOT_REACHABLE)
      }
      const { db } = this.core
      await this.core.runStep(instance, {
        before: () => {
          closeTask(db, task, backResult, input.reason, this.core.now())
          this.comment(task, userId, 'return', input.reason)
        },
        act: (step) => {
          // The target runs first, then the current activity is dropped: dropped first, a
          // process with nothing else running would end before the target starts.
          step.runActivity(target.id)
          const current = step.execution
            .getPostponed()
            .find((api) => api.executionId === task.activity_execution_id)
          current?.discard()
        },
        discarded: { result: RESULT_CANCEL, reason: `退回任务，原因：${input.reason}` },
      })
    })
  }

  /**
   * Runs `action` on the open task `taskId` of `userId` under its instance's lock, after the
   * checks every action shares (read again under the lock: a racing action may have finished it).
   */
  private async withTask(
    userId: number,
    taskId: string,
    action: (task: TaskRow, instance: InstanceRow) => Promise<void>,
  ): Promise<void> {
    const { db } = this.core
    const found = findTask(db, taskId)
    if (!found) throw bizError(RuntimeErrors.TASK_NOT_EXISTS)
    await this.core.locks.run(found.process_instance_id, async () => {
      const task = findTask(db, taskId)
      const instance = findInstance(db, found.process_instance_id)
      if (!task || !instance) throw bizError(RuntimeErrors.TASK_NOT_EXISTS)
      if (task.end_time !== null || instance.status !== STATUS_RUNNING) {
        throw bizError(RuntimeErrors.TASK_ALREADY_DONE)
      }
      if (task.assignee_user_id !== userId) throw bizError(RuntimeErrors.TASK_NOT_SELF)
      if (this.core.definitionOf(instance).suspension_state === STATE_SUSPENDED) {
        throw bizError(RuntimeErrors.TASK_SUSPENDED)
      }
      await action(task, instance)
    })
  }

  /** The delegate has answered: the task goes back to its owner, still to be approved. */
  private giveBackDelegated(userId: number, task: TaskRow, instance: InstanceRow, reason: string) {
    const owner = task.owner_user_id as number
    const message = `[${this.nickname(userId)}]完成委派任务，任务重新回到[${this.nickname(owner)}]手中，审批意见为:${reason}`
    const { db, notifier } = this.core
    db.transaction(() => {
      insertTaskHistory(db, task, {
        id: randomUUID(),
        assignee: userId,
        result: RESULT_APPROVE,
        reason: message,
        time: this.core.now(),
      })
      updateTaskAssignment(db, task.id, {
        assignee: owner,
        owner: null,
        result: RESULT_RUNNING,
        reason: message,
      })
      this.comment(task, userId, 'delegate_done', message)
      notifier.taskAssigned(instance, task.name, owner, this.core.now())
    })()
  }

  private comment(task: TaskRow, userId: number, type: string, message: string): void {
    insertComment(
      this.core.db,
      { taskId: task.id, instanceId: task.process_instance_id, userId, type, message },
      this.core.now(),
    )
  }

  private enabledUser(userId: number): UserSummaryRow | undefined {
    const user = findUserSummary(this.core.db, userId)
    return user && user.status === 0 ? user : undefined
  }

  private nickname(userId: number): string {
    return findUserSummary(this.core.db, userId)?.nickname ?? String(userId)
  }
}
