import { z } from 'zod'

/** A value the form holds as null until picked, and that must be picked before sending. */
const picked = (message: string) =>
  z
    .number()
    .nullable()
    .transform((value, ctx) => {
      if (value === null) {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return value
    })

/**
 * The 发起 OA 请假 form. Times are epoch ms (what the pickers hold and the server reads), the type
 * a bpm_oa_leave_type value. That the end comes after the start is the server's rule
 * (结束时间，需要在开始时间之后), shown when it refuses; the form keeps everything typed.
 */
export const leaveFormSchema = z.object({
  startTime: picked('开始时间不能为空'),
  endTime: picked('结束时间不能为空'),
  type: picked('请假类型不能为空'),
  reason: z.string().refine((value) => value.trim() !== '', '请假原因不能为空'),
})

export type LeaveFormValues = z.input<typeof leaveFormSchema>
export type LeaveFormOutput = z.output<typeof leaveFormSchema>

export const EMPTY_LEAVE_FORM: LeaveFormValues = {
  startTime: null,
  endTime: null,
  type: null,
  reason: '',
}
