import * as env from '../env'

it('has the build constants the console relies on', () => {
  expect(env).toMatchObject({
    API_PREFIX: '/prod-api',
    API_BASE_URL: '/prod-api/admin-api',
    REQUEST_TIMEOUT: 30000,
    APP_TITLE: '票务预约管理系统',
    BUILD_VERSION: 'v2025-04-27',
    TENANT_ENABLE: false,
    CAPTCHA_ENABLE: false,
    DOCS_ENABLE: false,
    APP_CODE: 1,
    DEFAULT_TENANT_ID: '1',
  })
})
