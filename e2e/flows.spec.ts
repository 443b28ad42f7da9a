import { expect, test } from '@playwright/test'
import { ADMIN, dictTypeRows, loginAs, mainMenu, screenshot } from './support/console'

test.describe('social login, OAuth2 authorisation, profile and dictionaries', () => {
  test('social login through the sandbox provider lands on the dashboard', async ({ page }) => {
    await page.goto('/login?redirect=%2Fuser%2Fprofile')
    await page.getByRole('button', { name: '使用Gitee登录' }).click()
    await expect(page).toHaveURL(/\/sandbox\/social\/authorize/)
    await expect(page.getByText('沙箱社交登录授权')).toBeVisible()
    // The fake provider's own account bound to admin: its password proves the identity.
    await page.getByLabel('社交平台账号').fill('sandbox-admin')
    await page.getByLabel('密码', { exact: true }).fill('social-admin')
    await page.getByRole('button', { name: '授权' }).click()
    await expect(page).toHaveURL(/\/user\/profile$/)
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('纪念馆管理员')
  })

  test('an unbound social account is refused with the server message and a way back', async ({
    page,
  }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: '使用Gitee登录' }).click()
    await page.getByLabel('社交平台账号').fill('sandbox-visitor')
    await page.getByLabel('密码', { exact: true }).fill('social-visitor')
    await page.getByRole('button', { name: '授权' }).click()
    await expect(page.getByText('未绑定账号，需要进行绑定')).toBeVisible()
    await screenshot(page, 'social-login-unbound')
    await page.getByRole('link', { name: '返回登录' }).click()
    await expect(page).toHaveURL(/\/login/)
  })

  test('the OAuth2 authorisation page (/sso) shows the client and returns a code', async ({
    page,
  }) => {
    // The portal's callback is not running in this test; answer it here.
    await page.route('http://127.0.0.1:48081/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>portal callback</p>' }),
    )
    const query = new URLSearchParams({
      client_id: 'museum-portal',
      redirect_uri: 'http://127.0.0.1:48081/callback',
      response_type: 'code',
      state: 'e2e-state',
    })
    await page.goto(`/sso?${query.toString()}`)
    await expect(page.getByRole('heading', { name: '请先登录' })).toBeVisible()
    await page.getByRole('link', { name: '前往登录' }).click()
    await expect(page).toHaveURL(/\/login\?redirect=/)
    const form = page.getByRole('form', { name: '账号密码登录' })
    await form.getByLabel('用户名').fill(ADMIN.username)
    await form.getByLabel('密码', { exact: true }).fill(ADMIN.password)
    await form.getByRole('button', { name: '登录', exact: true }).click()
    await expect(page.getByText('纪念馆门户')).toBeVisible()
    await expect(page.getByText('此第三方应用请求获得以下权限：')).toBeVisible()
    await screenshot(page, 'sso-consent')
    await page.getByRole('button', { name: '同意授权' }).click()
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:48081\/callback\?code=\w+&state=e2e-state/)
  })

  test('profile: a new nickname shows in the navbar; a wrong old password is refused', async ({
    page,
  }) => {
    await loginAs(page)
    await page.goto('/user/profile')
    const basic = page.getByRole('form', { name: '基本资料' })
    await basic.getByLabel('用户昵称').fill('纪念馆值班管理员')
    await basic.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('修改成功')).toBeVisible()
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('纪念馆值班管理员')

    await page.getByRole('tab', { name: '修改密码' }).click()
    const password = page.getByRole('form', { name: '修改密码' })
    await password.getByLabel('旧密码').fill('not-my-password')
    await password.getByLabel('新密码').fill('admin456')
    await password.getByLabel('确认密码').fill('admin456')
    await password.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('用户密码校验失败')).toBeVisible()
    // The form keeps what was typed.
    await expect(password.getByLabel('新密码')).toHaveValue('admin456')
    await basic.page().getByRole('tab', { name: '基本资料' }).click()
    await basic.getByLabel('用户昵称').fill('纪念馆管理员')
    await basic.getByRole('button', { name: '保存' }).click()
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('纪念馆管理员')
  })

  test('admin creates a dictionary type, and a duplicate keeps the dialog and its input', async ({
    page,
  }) => {
    await loginAs(page)
    await mainMenu(page).getByText('系统管理').click()
    await mainMenu(page).getByText('字典管理').click()
    await expect(dictTypeRows(page).first()).toBeVisible()
    await page.getByRole('button', { name: '新增' }).click()
    const dialog = page.getByRole('dialog', { name: '添加字典类型' })
    await dialog.getByLabel('字典名称').fill('讲解服务类型')
    await dialog.getByLabel('字典类型').fill('museum_guide_type')
    await screenshot(page, 'dict-type-create-dialog')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(page.getByText('新增成功')).toBeVisible()
    await expect(page.getByRole('link', { name: 'museum_guide_type' })).toBeVisible()

    await page.getByRole('button', { name: '新增' }).click()
    await dialog.getByLabel('字典名称').fill('讲解服务类型二')
    await dialog.getByLabel('字典类型').fill('museum_guide_type')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(page.getByText('已经存在该类型的字典类型')).toBeVisible()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('字典名称')).toHaveValue('讲解服务类型二')
  })
})
