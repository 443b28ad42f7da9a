import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import type { DictOption } from '@/shared/dict'
import type { CodegenColumnItem, CodegenTableItem } from '../model/codegen-types'
import CodegenEditPage from '../pages/codegen-edit-page'
import CodegenListPage from '../pages/codegen-list-page'

const highlighterLoaded = vi.hoisted(() => vi.fn())
vi.mock('../components/code-view', async (importOriginal) => {
  highlighterLoaded()
  return importOriginal()
})

const server = setupMswServer()

const TABLE: CodegenTableItem = {
  id: 7,
  dataSourceConfigId: 0,
  scene: 1,
  tableName: 'museum_volunteer',
  tableComment: '志愿者表',
  remark: null,
  moduleName: 'museum',
  businessName: 'volunteer',
  className: 'MuseumVolunteer',
  classComment: '志愿者',
  author: '管理员',
  templateType: 1,
  frontType: 50,
  parentMenuId: null,
  createTime: 1_700_000_000_000,
  updateTime: 1_700_000_000_000,
}

function column(id: number, columnName: string, extra: Partial<CodegenColumnItem> = {}) {
  return {
    id,
    tableId: 7,
    columnName,
    dataType: 'TEXT',
    columnComment: `${columnName}说明`,
    nullable: false,
    primaryKey: false,
    autoIncrement: false,
    ordinalPosition: id,
    javaType: 'String',
    javaField: columnName,
    dictType: '',
    example: '',
    createOperation: true,
    updateOperation: true,
    listOperation: false,
    listOperationCondition: '=',
    listOperationResult: true,
    htmlType: 'input',
    createTime: 1_700_000_000_000,
    ...extra,
  } satisfies CodegenColumnItem
}

const dict = (type: string, entries: [string, string][]): DictOption[] =>
  entries.map(([value, label]) => ({ dictType: type, value, label, colorType: '', cssClass: '' }))

const DICTS = {
  infra_codegen_template_type: dict('infra_codegen_template_type', [['1', '单表（增删改查）']]),
  infra_codegen_front_type: dict('infra_codegen_front_type', [['50', 'React MUI 标准模版']]),
  infra_codegen_scene: dict('infra_codegen_scene', [
    ['1', '管理后台'],
    ['2', '用户 APP'],
  ]),
}

function serve() {
  const log = { created: [] as unknown[], updated: [] as unknown[], dbQueries: [] as string[] }
  server.use(
    http.get(apiUrl('/infra/codegen/table/page'), () => okEnvelope({ list: [TABLE], total: 1 })),
    http.get(apiUrl('/infra/data-source-config/list'), () =>
      okEnvelope([
        { id: 0, name: 'master', url: 'sandbox.db', username: null, createTime: null },
        { id: 2, name: '演示库', url: 'demo.db', username: null, createTime: null },
      ]),
    ),
    http.get(apiUrl('/infra/codegen/db/table/list'), ({ request }) => {
      log.dbQueries.push(new URL(request.url).search)
      return okEnvelope([
        { name: 'museum_guide', comment: '讲解员表' },
        { name: 'museum_room', comment: '展厅表' },
      ])
    }),
    http.post(apiUrl('/infra/codegen/create-list'), async ({ request }) => {
      log.created.push(await request.json())
      return okEnvelope([8])
    }),
    http.get(apiUrl('/infra/codegen/preview'), () =>
      okEnvelope([
        { filePath: 'src/shared/wire/museum-volunteer.ts', code: "export const a = 'x'" },
        {
          filePath: 'host-sandbox/api/src/db/migrations/0100_museum_volunteer.sql',
          code: 'CREATE TABLE x (id INTEGER);',
        },
      ]),
    ),
    http.get(apiUrl('/infra/codegen/detail'), () =>
      okEnvelope({ table: TABLE, columns: [column(1, 'id'), column(2, 'name')] }),
    ),
    http.get(apiUrl('/system/menu/list-all-simple'), () =>
      okEnvelope([{ id: 1, name: '系统管理', parentId: 0, type: 1 }]),
    ),
    http.get(apiUrl('/system/dict-type/list-all-simple'), () =>
      okEnvelope([{ id: 1, name: '用户性别', type: 'system_user_sex' }]),
    ),
    http.put(apiUrl('/infra/codegen/update'), async ({ request }) => {
      log.updated.push(await request.json())
      return okEnvelope(true)
    }),
  )
  return log
}

describe('代码生成', () => {
  it('imports the ticked tables of the chosen data source', async () => {
    const user = userEvent.setup({ delay: null })
    const log = serve()
    renderSignedInPage(<CodegenListPage />, {
      path: '/infra/codegen',
      url: '/infra/codegen',
      dicts: DICTS,
    })
    expect(await screen.findByRole('cell', { name: 'museum_volunteer' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '导入' }))
    const dialog = await screen.findByRole('dialog', { name: '导入表' })
    await within(dialog).findByRole('cell', { name: 'museum_room' })
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('请选择要导入的表')).toBeInTheDocument()
    expect(log.created).toEqual([])

    await user.click(within(dialog).getByRole('combobox', { name: '数据源' }))
    await user.click(await screen.findByRole('option', { name: '演示库' }))
    await waitFor(() => expect(log.dbQueries.at(-1)).toContain('dataSourceConfigId=2'))
    await user.click(within(dialog).getByRole('checkbox', { name: '选择第 2 行' }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('导入成功')).toBeInTheDocument()
    expect(log.created).toEqual([{ dataSourceConfigId: 2, tableNames: ['museum_room'] }])
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '导入表' })).not.toBeInTheDocument(),
    )
  })

  it('loads the highlighter only when 预览 opens, and shows one tab per file', async () => {
    const user = userEvent.setup({ delay: null })
    serve()
    renderSignedInPage(<CodegenListPage />, {
      path: '/infra/codegen',
      url: '/infra/codegen',
      dicts: DICTS,
    })
    const row = (await screen.findByRole('cell', { name: 'museum_volunteer' })).closest('tr')!
    expect(highlighterLoaded).not.toHaveBeenCalled()

    await user.click(within(row).getByRole('button', { name: '预览' }))
    const dialog = await screen.findByRole('dialog', { name: '代码预览：museum_volunteer' })
    expect(
      await within(dialog).findByRole('region', { name: 'src/shared/wire/museum-volunteer.ts' }),
    ).toHaveTextContent("export const a = 'x'")
    expect(highlighterLoaded).toHaveBeenCalled()
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['museum-volunteer.ts', '0100_museum_volunteer.sql'])
    await user.click(within(dialog).getByRole('tab', { name: '0100_museum_volunteer.sql' }))
    expect(
      await within(dialog).findByRole('region', {
        name: 'host-sandbox/api/src/db/migrations/0100_museum_volunteer.sql',
      }),
    ).toHaveTextContent('CREATE TABLE x (id INTEGER);')
  })
})

describe('修改生成配置', () => {
  function renderEdit(url: string) {
    return renderSignedInPage(<CodegenEditPage />, {
      path: '/codegen/edit/:tableId',
      url,
      dicts: DICTS,
    })
  }

  it('says a non-numeric id is wrong instead of loading', () => {
    serve()
    renderEdit('/codegen/edit/abc')
    expect(screen.getByText('表编号“abc”不正确，应为数字')).toBeInTheDocument()
  })

  it('opens on 字段信息; 提交 shows the first tab in error, then saves and returns to the list', async () => {
    const user = userEvent.setup({ delay: null })
    const log = serve()
    renderEdit('/codegen/edit/7')
    const comment = await screen.findByRole('textbox', { name: 'name 字段描述' })
    expect(screen.getByRole('tab', { name: '字段信息' })).toHaveAttribute('aria-selected', 'true')

    // Errors on 字段信息 and 生成信息 (scene 1 without a parent menu): 字段信息 comes first.
    await user.clear(comment)
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByText('字段描述不能为空')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: '字段信息' })).toHaveAttribute('aria-selected', 'true')
    expect(comment).toHaveFocus()

    await user.type(comment, '姓名')
    await user.click(screen.getByRole('button', { name: '提交' }))
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: '生成信息' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    )
    expect(screen.getByText('上级菜单不能为空，请选择上级菜单')).toBeInTheDocument()

    // An error on 基本信息 wins over the others.
    await user.click(screen.getByRole('tab', { name: '基本信息' }))
    await user.clear(screen.getByRole('textbox', { name: '作者' }))
    await user.click(screen.getByRole('tab', { name: '生成信息' }))
    await user.click(screen.getByRole('button', { name: '提交' }))
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: '基本信息' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    )
    expect(screen.getByRole('textbox', { name: '作者' })).toHaveFocus()
    expect(log.updated).toEqual([])

    await user.type(screen.getByRole('textbox', { name: '作者' }), '芋艿')
    await user.click(screen.getByRole('tab', { name: '生成信息' }))
    await user.click(screen.getByRole('combobox', { name: '生成场景' }))
    await user.click(await screen.findByRole('option', { name: '用户 APP' }))
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByText('修改成功！')).toBeInTheDocument()
    expect(log.updated).toHaveLength(1)
    expect(log.updated[0]).toMatchObject({
      table: { id: 7, author: '芋艿', scene: 2 },
      columns: [{ id: 1 }, { id: 2, columnComment: '姓名' }],
    })
    expect(await screen.findByTestId('location')).toHaveTextContent('/infra/codegen')
  })
})
