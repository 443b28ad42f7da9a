import { StrictMode, type ReactElement } from 'react'
import { render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import type { DictOption, DictOptionsByType, DictState } from '@/shared/dict'
import type { BpmModel, BpmProcessDefinition } from '@/shared/bpm/bpm-types'
import { sessionLoaded } from '@/shared/session/session-slice'
import { createTestStore } from '@/shared/test-utils/create-test-store'
import { PopupHost } from '@/shared/test-utils/eager-popup-host'

const DICT_ENTRIES: Record<string, Record<string, readonly [label: string, colorType: string]>> = {
  bpm_model_category: { '1': ['默认', 'primary'], '2': ['OA', 'success'] },
  bpm_model_form_type: { '10': ['流程表单', ''], '20': ['业务表单', ''] },
}

/** The BPM dictionaries, as list-all-simple would load them. */
export const BPM_DICTS: DictOptionsByType = Object.fromEntries(
  Object.entries(DICT_ENTRIES).map(([dictType, entries]) => [
    dictType,
    Object.entries(entries).map(([value, [label, colorType]]): DictOption => ({
      dictType,
      value,
      label,
      colorType,
      cssClass: '',
    })),
  ]),
)

export const ADMIN = ['*:*:*']

/** Where the router went (rendered for every path but the page's). */
function LocationProbe() {
  const location = useLocation()
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>
}

interface RenderPageOptions {
  path: string
  url: string
  permissions?: string[]
}

/**
 * Renders a page on its route with a real store (signed in with `permissions`, BPM dictionaries
 * loaded), a memory router and the pop-up host, in StrictMode.
 */
export function renderPage(
  page: ReactElement,
  { path, url, permissions = ADMIN }: RenderPageOptions,
) {
  const loaded: DictState = { byType: BPM_DICTS, status: 'loaded', requestId: null }
  const store = createTestStore({ dict: (state: DictState = loaded) => state })
  store.dispatch(
    sessionLoaded({
      user: { id: 1, nickname: '馆务管理员', avatar: null },
      roles: permissions.includes('*:*:*') ? ['super_admin'] : ['common'],
      permissions,
      menus: [],
    }),
  )
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  )
  const view = render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        <PopupHost />
      </Provider>
    </StrictMode>,
  )
  return { store, router, ...view }
}

export const CREATED = new Date(2024, 4, 6, 7, 8, 9).getTime()
export const DEPLOYED = new Date(2024, 5, 1, 10, 0, 0).getTime()

export const XML_OK =
  '<?xml version="1.0" encoding="UTF-8"?><bpmn:definitions id="d"><bpmn:process id="p" /></bpmn:definitions>'

export function model(overrides: Partial<BpmModel> & Pick<BpmModel, 'id' | 'key' | 'name'>) {
  return {
    description: null,
    category: '1',
    formType: null,
    formId: null,
    formName: null,
    formCustomCreatePath: null,
    formCustomViewPath: null,
    createTime: CREATED,
    processDefinition: null,
    ...overrides,
  } satisfies BpmModel
}

export function definition(
  overrides: Partial<BpmProcessDefinition> & Pick<BpmProcessDefinition, 'id' | 'version'>,
) {
  return {
    name: '参观预约审核',
    description: null,
    category: '1',
    formType: null,
    formId: null,
    formName: null,
    formConf: null,
    formFields: null,
    formCustomCreatePath: null,
    formCustomViewPath: null,
    suspensionState: 1,
    deploymentTime: DEPLOYED,
    ...overrides,
  } satisfies BpmProcessDefinition
}
