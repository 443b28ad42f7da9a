import { openTasksOf, resultLook, timelineTasks } from '../components/detail/task-records'
import { ME, MINUTE, T0, task } from './process-detail-fixtures'

describe('approval records', () => {
  it('gives cards only for open tasks (in progress or delegated) assigned to me', () => {
    const mine = task({ id: 'mine', result: 1 })
    const delegatedToMe = task({ id: 'delegated', result: 6 })
    const others = task({ id: 'others', assigneeUser: { id: 9, nickname: '别人' } })
    const doneByMe = task({ id: 'done', result: 2, endTime: T0 })
    const returned = task({ id: 'back', result: 5, endTime: T0 })
    const unassigned = task({ id: 'nobody', assigneeUser: null })
    // What a delegation leaves for the owner: a finished row kept as history.
    const delegatedAway = task({ id: 'history', result: 6, endTime: T0 })
    const all = [mine, delegatedToMe, others, doneByMe, returned, unassigned, delegatedAway]

    expect(openTasksOf(all, ME).map((t) => t.id)).toEqual(['mine', 'delegated'])
    expect(openTasksOf(all, 9).map((t) => t.id)).toEqual(['others'])
    expect(openTasksOf(all, null)).toEqual([])
  })

  it('orders the timeline open first by creation, then finished by end, newest on top, without cancelled tasks', () => {
    const tasks = [
      task({ id: 'done-early', result: 2, createTime: T0, endTime: T0 + 10 * MINUTE }),
      task({ id: 'open-old', result: 1, createTime: T0 + MINUTE }),
      task({ id: 'cancelled', result: 4, createTime: T0 + 2 * MINUTE, endTime: T0 + 99 * MINUTE }),
      task({ id: 'done-late', result: 5, createTime: T0 - MINUTE, endTime: T0 + 30 * MINUTE }),
      task({ id: 'open-new', result: 6, createTime: T0 + 50 * MINUTE }),
    ]
    expect(timelineTasks(tasks).map((t) => t.id)).toEqual([
      'open-new',
      'open-old',
      'done-late',
      'done-early',
    ])
  })

  it('gives each result its icon and colour', () => {
    expect([1, 2, 3, 4, 5, 6].map((result) => resultLook(result))).toEqual([
      { color: 'primary', icon: 'time' },
      { color: 'success', icon: 'check' },
      { color: 'error', icon: 'close' },
      { color: 'info', icon: 'remove' },
      { color: 'warning', icon: 'back' },
      { color: 'default', icon: 'dot' },
    ])
  })
})
