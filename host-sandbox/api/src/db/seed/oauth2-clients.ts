export const OAUTH2_CLIENT_SEEDS = [
  {
    clientId: 'museum-portal',
    secret: 'museum-portal-secret',
    name: '纪念馆门户',
    // A path on the sandbox; the API answers it as an absolute URL of the sandbox's origin.
    logo: '/sandbox/assets/museum-portal-logo.svg',
    description: '纪念馆统一门户，使用管理后台账号登录',
    redirectUris: [
      'http://127.0.0.1:48081/',
      'http://localhost:48081/',
      'http://127.0.0.1:48082/',
      'http://localhost:48082/',
    ],
    grantTypes: ['authorization_code', 'implicit', 'refresh_token'],
    scopes: ['user.read', 'user.write'],
    autoApproveScopes: [] as string[],
  },
] as const
