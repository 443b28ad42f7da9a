import type { UnknownAction } from '@reduxjs/toolkit'
import { viewUnsavedChanged } from '../routing/leave-guard'

/**
 * What pages tell the tabs about their unsaved work, by page key, for page tests without the
 * tabs feature: `createTestStore({ unsaved: unsavedPagesReducer })`.
 */
export function unsavedPagesReducer(
  state: Record<string, boolean> = {},
  action: UnknownAction,
): Record<string, boolean> {
  if (!viewUnsavedChanged.match(action)) return state
  return { ...state, [action.payload.key]: action.payload.unsaved }
}
