import type { Database } from 'better-sqlite3'
import { insertNotifyMessage } from '../../db/repos/notify-repo'
import type { InstanceRow } from './runtime-repo'

/** system_notify_template_type 2: 系统消息. */
const SYSTEM_MESSAGE = 2
const SENDER = '工作流程'

/**
 * In-site messages (the navbar bell) for what a user of the runtime cares about: a task assigned to
 * them, their process approved or rejected. Written in the step's transaction, so a refused step
 * leaves no message behind. Codes and texts follow the Java server's BPM message templates.
 */
export class Notifier {
  constructor(private readonly db: Database) {}

  taskAssigned(instance: InstanceRow, taskName: string, userId: number, now: number): void {
    insertNotifyMessage(
      this.db,
      {
        userId,
        templateCode: 'bpm_task_assigned',
        templateNickname: SENDER,
        templateContent: `您收到了一条新的待办任务：${instance.name}-${taskName}，请及时处理`,
        templateType: SYSTEM_MESSAGE,
        templateParams: {
          processInstanceId: instance.id,
          processInstanceName: instance.name,
          taskName,
        },
      },
      now,
    )
  }

  processApproved(instance: InstanceRow, now: number): void {
    insertNotifyMessage(
      this.db,
      {
        userId: instance.start_user_id,
        templateCode: 'bpm_process_instance_approve',
        templateNickname: SENDER,
        templateContent: `您的流程被审批通过：${instance.name}`,
        templateType: SYSTEM_MESSAGE,
        templateParams: { processInstanceId: instance.id, processInstanceName: instance.name },
      },
      now,
    )
  }

  processRejected(instance: InstanceRow, reason: string, now: number): void {
    insertNotifyMessage(
      this.db,
      {
        userId: instance.start_user_id,
        templateCode: 'bpm_process_instance_reject',
        templateNickname: SENDER,
        templateContent: `您的流程被审批不通过：${instance.name}，原因：${reason}`,
        templateType: SYSTEM_MESSAGE,
        templateParams: {
          processInstanceId: instance.id,
          processInstanceName: instance.name,
          reason,
        },
      },
      now,
    )
  }
}
