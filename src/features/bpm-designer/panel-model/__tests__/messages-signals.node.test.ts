import { DIALECTS } from '@/shared/bpmn/dialects'
import { addMessage, addSignal, readMessagesAndSignals } from '../index'
import {
  createHarness,
  expectLosslessReimport,
  expectNoWrite,
  expectOneUndoStep,
} from '../testing/fixtures'

describe.each(DIALECTS)('messages and signals (%s)', (dialect) => {
  it('lists the messages and signals of the definitions', async () => {
    const { ctx, target } = await createHarness(dialect)
    expect(readMessagesAndSignals(ctx, target(null))).toEqual({
      messages: [{ id: 'Message_existing', name: '已有消息' }],
      signals: [],
    })
  })

  it('adds a message and a signal as undoable commands', async () => {
    const harness = await createHarness(dialect)
    const { h, ctx, target } = harness
    const withMessage = await expectOneUndoStep(h, () =>
      expect(addMessage(ctx, { id: 'Msg_paid', name: '已付款' }, target(null)).ok).toBe(true),
    )
    expect(withMessage).toContain('<bpmn:message id="Msg_paid" name="已付款" />')
    const withSignal = await expectOneUndoStep(h, () =>
      expect(addSignal(ctx, { id: 'Sig_cancel', name: '取消' }, target(null)).ok).toBe(true),
    )
    expect(withSignal).toContain('<bpmn:signal id="Sig_cancel" name="取消" />')
    expect(readMessagesAndSignals(ctx, target(null))).toEqual({
      messages: [
        { id: 'Message_existing', name: '已有消息' },
        { id: 'Msg_paid', name: '已付款' },
      ],
      signals: [{ id: 'Sig_cancel', name: '取消' }],
    })
    // Undo removes the signal again, then the message.
    h.commandStack.undo()
    expect(readMessagesAndSignals(ctx, target(null)).signals).toEqual([])
    h.commandStack.undo()
    expect(readMessagesAndSignals(ctx, target(null)).messages).toHaveLength(1)
    h.commandStack.redo()
    h.commandStack.redo()
    await expectLosslessReimport(harness, (r) => readMessagesAndSignals(r.ctx, r.target(null)))
  })

  it('rejects duplicate ids with the exact Chinese texts', async () => {
    const { h, ctx, target } = await createHarness(dialect)
    addSignal(ctx, { id: 'Sig_1', name: '信号' }, target(null))
    await expectNoWrite(h, () => {
      expect(addMessage(ctx, { id: 'Message_existing', name: '重复' }, target(null))).toEqual({
        ok: false,
        errors: { id: '该消息已存在，请修改id后重新保存' },
      })
      expect(addSignal(ctx, { id: 'Sig_1', name: '重复' }, target(null))).toEqual({
        ok: false,
        errors: { id: '该信号已存在，请修改id后重新保存' },
      })
      // An id taken by any other element would break the XML just the same.
      expect(addMessage(ctx, { id: 'user_task', name: '任务' }, target(null))).toEqual({
        ok: false,
        errors: { id: '该消息已存在，请修改id后重新保存' },
      })
    })
  })

  it('requires an id (a valid XML name) and a name', async () => {
    const { h, ctx, target } = await createHarness(dialect)
    await expectNoWrite(h, () => {
      expect(addMessage(ctx, { id: '', name: '' }, target(null))).toEqual({
        ok: false,
        errors: { id: '请填写消息ID', name: '请填写消息名称' },
      })
      expect(addSignal(ctx, { id: ' ', name: ' ' }, target(null))).toEqual({
        ok: false,
        errors: { id: '请填写信号ID', name: '请填写信号名称' },
      })
      expect(addSignal(ctx, { id: '9x', name: 'n' }, target(null)).ok).toBe(false)
    })
  })
})
