import { createElement, memo, type ComponentType } from 'react'

const MEMO = Symbol.for('react.memo')

interface MemoLike {
  $$typeof?: symbol
  type?: ComponentType<object>
  compare?: ((a: object, b: object) => boolean) | null
}

/**
 * `component`, counting in `counts[name]` how often its function runs, and memoised exactly as
 * the real one is (a parent's render that the real component skips is skipped here too).
 */
export function counting<P extends object>(
  name: string,
  component: ComponentType<P>,
  counts: Record<string, number>,
): ComponentType<P> {
  const memoised = (component as MemoLike).$$typeof === MEMO
  const render = (memoised ? (component as MemoLike).type : component) as ComponentType<P>
  function Counted(props: P) {
    noteRender(counts, name)
    return createElement(render, props)
  }
  return memoised
    ? (memo(Counted, (component as MemoLike).compare ?? undefined) as unknown as ComponentType<P>)
    : Counted
}

/** One more render of `name`. */
export function noteRender(counts: Record<string, number>, name: string): void {
  counts[name] = (counts[name] ?? 0) + 1
}
