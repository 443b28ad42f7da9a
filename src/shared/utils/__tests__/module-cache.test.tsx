import { lazy, Suspense } from 'react'
import { render, screen } from '@testing-library/react'
import { asLazyFactoryResult, loadModule, settled, whenBoth } from '../module-cache'

function isSettledNow<T>(thenable: PromiseLike<T>): { value: T } | null {
  let result: { value: T } | null = null
  thenable.then((value) => {
    result = { value }
  })
  return result
}

describe('module cache', () => {
  it('a settled thenable runs its callbacks at once, through a chain', () => {
    const chained = settled(2).then((n) => n * 3)
    expect(isSettledNow(chained)).toEqual({ value: 6 })
  })

  it('loads a module once per key and hands it over synchronously afterwards', async () => {
    const load = vi.fn(async () => ({ name: 'chunk' }))
    const first = loadModule('test:once', load)
    expect(isSettledNow(first)).toBeNull()
    await first
    const again = loadModule('test:once', load)
    expect(isSettledNow(again)).toEqual({ value: { name: 'chunk' } })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed load, so the next render can retry it', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce('ok')
    await expect(loadModule('test:retry', load)).rejects.toThrow('network')
    await expect(loadModule('test:retry', load)).resolves.toBe('ok')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('whenBoth stays synchronous only when both sides are settled', async () => {
    expect(isSettledNow(whenBoth(settled('a'), settled(1)))).toEqual({ value: ['a', 1] })
    const pending = whenBoth(settled('a'), Promise.resolve(1))
    expect(isSettledNow(pending)).toBeNull()
    await expect(pending).resolves.toEqual(['a', 1])
  })

  it('a lazy component whose chunk is already in renders without showing its fallback', async () => {
    const load = async () => ({ default: () => <p>页面内容</p> })
    await loadModule('test:page', load)
    const Page = lazy(() => asLazyFactoryResult(loadModule('test:page', load)))
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Page />
      </Suspense>,
    )
    expect(screen.getByText('页面内容')).toBeInTheDocument()
    expect(screen.queryByText('加载中')).not.toBeInTheDocument()
  })
})
