import { configureStore } from '@reduxjs/toolkit'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import type { DictOption, DictOptionsByType } from '../dict-option'
import type { DictState } from '../dict-slice'

export function option(
  dictType: string,
  value: string,
  label: string,
  colorType = '',
  cssClass = '',
): DictOption {
  return { dictType, value, label, colorType, cssClass }
}

/** A store whose dict slice is already loaded with `byType`. */
export function makeLoadedDictStore(byType: DictOptionsByType) {
  const loaded: DictState = { byType, status: 'loaded', requestId: null }
  return configureStore({ reducer: { dict: (state: DictState = loaded) => state } })
}

export function withStore(store: ReturnType<typeof makeLoadedDictStore>) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>
  }
}
