import { createConsoleController, type MicroAppHandle } from '../console-controller'

interface FakeApp extends MicroAppHandle {
  finishMount(): void
  failMount(error: Error): void
  unmounted: boolean
}

function fakeApp(): FakeApp {
  let resolveMount!: () => void
  let rejectMount!: (error: Error) => void
  const mountPromise = new Promise<void>((resolve, reject) => {
    resolveMount = resolve
    rejectMount = reject
  })
  const app: FakeApp = {
    mountPromise,
    unmounted: false,
    finishMount: () => resolveMount(),
    failMount: (error) => rejectMount(error),
    unmount: async () => {
      app.unmounted = true
    },
  }
  return app
}

function setup() {
  const apps: FakeApp[] = []
  const controller = createConsoleController({
    load: () => {
      const app = fakeApp()
      apps.push(app)
      return app
    },
  })
  return { controller, apps }
}

describe('console controller', () => {
  it('goes 未挂载 -> 挂载中 -> 已挂载 -> 未挂载 and counts mounts', async () => {
    const { controller, apps } = setup()
    expect(controller.state.get()).toEqual({ status: 'unmounted', mountCount: 0, error: null })

    const mounting = controller.mount()
    await Promise.resolve()
    expect(controller.state.get()).toMatchObject({ status: 'mounting', mountCount: 1 })
    expect(controller.hasInstance()).toBe(true)
    apps[0].finishMount()
    await mounting
    expect(controller.state.get().status).toBe('mounted')

    await controller.unmount()
    expect(apps[0].unmounted).toBe(true)
    expect(controller.state.get()).toMatchObject({ status: 'unmounted', mountCount: 1 })
    expect(controller.hasInstance()).toBe(false)
  })

  it('loads a new instance on every mount and ignores a mount while one exists', async () => {
    const { controller, apps } = setup()
    for (let round = 1; round <= 3; round++) {
      const mounting = controller.mount()
      const again = controller.mount()
      await Promise.resolve()
      apps[round - 1].finishMount()
      await Promise.all([mounting, again])
      expect(controller.state.get()).toMatchObject({ status: 'mounted', mountCount: round })
      await controller.unmount()
    }
    expect(apps).toHaveLength(3)
    expect(apps.every((app) => app.unmounted)).toBe(true)
  })

  it('runs quick mount / unmount requests in order', async () => {
    const { controller, apps } = setup()
    const first = controller.mount()
    const down = controller.unmount()
    const second = controller.mount()
    await Promise.resolve()
    apps[0].finishMount()
    await first
    await down
    expect(apps[0].unmounted).toBe(true)
    await Promise.resolve()
    apps[1].finishMount()
    await second
    expect(controller.state.get()).toMatchObject({ status: 'mounted', mountCount: 2 })
  })

  it('reports a failed load and mounts afresh on the next try', async () => {
    const { controller, apps } = setup()
    const mounting = controller.mount()
    await Promise.resolve()
    apps[0].failMount(new Error('Failed to fetch'))
    await mounting
    expect(controller.state.get()).toEqual({
      status: 'failed',
      mountCount: 1,
      error: 'Failed to fetch',
    })
    expect(controller.hasInstance()).toBe(false)
    await controller.unmount() // nothing to unmount: stays failed
    expect(controller.state.get().status).toBe('failed')

    const retry = controller.mount()
    await Promise.resolve()
    apps[1].finishMount()
    await retry
    expect(controller.state.get()).toEqual({ status: 'mounted', mountCount: 2, error: null })
  })

  it('reports a container problem as a failed mount', async () => {
    const controller = createConsoleController({
      load: () => {
        throw new Error('找不到控制台容器')
      },
    })
    await controller.mount()
    expect(controller.state.get()).toMatchObject({ status: 'failed', error: '找不到控制台容器' })
  })
})
