import { z } from 'zod'

// The typed texts are trimmed before they are checked and sent: a reason of spaces is no reason.
const reasonOf = (message: string) => z.string().trim().min(1, message)
const userOf = (message: string) => z.number({ error: message }).int()

export interface AuditForm {
  reason: string
}
export const auditSchema: z.ZodType<AuditForm, AuditForm> = z.object({
  reason: reasonOf('审批建议不能为空'),
})

export interface TransferForm {
  assigneeUserId: number | null
}
export const transferSchema: z.ZodType<{ assigneeUserId: number }, TransferForm> = z.object({
  assigneeUserId: userOf('新审批人不能为空'),
})

export interface DelegateForm {
  delegateUserId: number | null
  reason: string
}
export const delegateSchema: z.ZodType<{ delegateUserId: number; reason: string }, DelegateForm> =
  z.object({
    delegateUserId: userOf('新审批人不能为空'),
    reason: reasonOf('委派理由不能为空'),
  })

export interface ReturnForm {
  targetDefinitionKey: string
  reason: string
}
export const returnSchema: z.ZodType<ReturnForm, ReturnForm> = z.object({
  targetDefinitionKey: z.string().min(1, '必须选择回退节点'),
  reason: reasonOf('回退理由不能为空'),
})
