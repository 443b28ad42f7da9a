import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { ADMIN, loginAs, screenshot } from './support/console'
import { pngFile } from './support/images'
import {
  accessToken,
  activePanel,
  ADMIN_API,
  confirmDialog,
  rowsWith,
  toast,
  uniqueSuffix,
} from './support/system'

// 文件管理 as an administrator uses it: a second storage (a folder on the sandbox's disk) is
// created, tested and made master; an upload then lands there and 文件列表 shows it with its
// preview read from the new config. The database storage is master again afterwards.

/** Every file under `dir`, relative paths. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  )
}

test.describe('文件管理', () => {
  const folder = mkdtempSync(join(tmpdir(), 'e2e-file-storage-'))
  test.afterAll(() => rmSync(folder, { recursive: true, force: true }))

  test('an upload lands in a second storage made master and shows with its preview', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const name = `本地磁盘${uniqueSuffix()}`
    await loginAs(page, ADMIN)
    try {
      await page.goto('/infra/file/file-config')
      const panel = activePanel(page)
      const configs = panel.getByRole('table', { name: '文件配置列表' })
      await expect(rowsWith(configs, '数据库')).toContainText('是')

      await panel.getByRole('button', { name: '新增' }).click()
      const form = page.getByRole('dialog', { name: '添加文件配置' })
      await form.getByRole('textbox', { name: '配置名' }).fill(name)
      await form.getByRole('radio', { name: '本地磁盘' }).check()
      await form.getByRole('textbox', { name: '存储目录' }).fill('relative/folder')
      await form.getByRole('button', { name: '确定' }).click()
      await expect(form.getByText('基础路径必须是绝对路径，例如 /var/sandbox-files')).toBeVisible()
      await form.getByRole('textbox', { name: '存储目录' }).fill(folder)
      await screenshot(page, 'infra-file-config-dialog')
      await form.getByRole('button', { name: '确定' }).click()
      await expect(toast(page, '新增成功')).toBeVisible()
      const row = rowsWith(configs, name)
      await expect(row).toContainText('本地磁盘')
      await expect(row).toContainText('否')

      await row.getByRole('button', { name: '测试' }).click()
      const result = page.getByRole('dialog', { name: '测试结果' })
      await expect(result).toContainText(
        /测试通过，上传文件成功！访问地址：http.+\/infra\/file\/\d+\/get\/test\//,
      )
      await screenshot(page, 'infra-file-config-test')
      await result.getByRole('button', { name: '确定' }).click()
      expect(filesUnder(folder).some((path) => /^test\/\d{8}\/[0-9a-f]{24}\.png$/.test(path))).toBe(
        true,
      )

      await row.getByRole('button', { name: '主配置' }).click()
      await confirmDialog(page).getByRole('button', { name: '确定' }).click()
      await expect(toast(page, '修改成功')).toBeVisible()
      await expect(row).toContainText('是')
      await expect(rowsWith(configs, '数据库')).toContainText('否')
      await expect(row.getByRole('button', { name: '删除' })).toHaveCount(0)
      await screenshot(page, 'infra-file-config-list')

      await page.goto('/infra/file/file')
      const filePanel = activePanel(page)
      await filePanel.getByRole('button', { name: '上传文件' }).click()
      const upload = page.getByRole('dialog', { name: '上传文件' })
      await upload.getByTestId('file-upload-input').setInputFiles(pngFile('展厅照片.png'))
      await expect(upload).toContainText('已选择：展厅照片.png')
      await upload.getByRole('button', { name: '确定' }).click()
      await expect(toast(page, '上传成功')).toBeVisible()

      const files = filePanel.getByRole('table', { name: '文件列表' })
      const uploaded = rowsWith(files, '展厅照片.png')
      await expect(uploaded).toContainText('image/png')
      await expect(uploaded).toContainText('B')
      const preview = uploaded.getByRole('img', { name: '展厅照片.png' })
      await expect(preview).toBeVisible()
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(64)
      const src = (await preview.getAttribute('src')) ?? ''
      const configId = /\/infra\/file\/(\d+)\/get\/upload\//.exec(src)?.[1]
      expect(configId).toBeTruthy()
      expect(configId).not.toBe('4')
      expect(filesUnder(folder).some((path) => path.startsWith('upload/'))).toBe(true)
      await screenshot(page, 'infra-file-list')
    } finally {
      // The database storage is master again for whatever runs next.
      const token = await accessToken(page)
      await page.request.put(`${ADMIN_API}/infra/file-config/update-master?id=4`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    }
  })
})
