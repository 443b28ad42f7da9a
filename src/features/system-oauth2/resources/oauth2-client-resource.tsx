import Box from '@mui/material/Box'
import { dateTimeColumn, defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import {
  AutoApproveInput,
  FreeListInput,
  GrantTypesInput,
  LogoInput,
  ScopesInput,
} from '../components/oauth2-client-inputs'
import {
  BUILT_IN_CLIENT,
  emptyOAuth2ClientForm,
  oauth2ClientFormOf,
  oauth2ClientFormSchema,
  type OAuth2ClientItem,
  type OAuth2ClientQuery,
  type OAuth2ClientSave,
} from '../model/oauth2-client-types'

const seconds = (value: number) => `${value} 秒`

/**
 * OAuth 2.0 > 应用管理 (/system/oauth2-client, system:oauth2-client:*): the applications allowed to
 * ask for tokens. The list masks the secret; 修改 loads it whole (the server gives it to who may
 * update). The built-in client has no 删除.
 */
export const oauth2ClientResource = defineResource({
  api: defineResourceApi<OAuth2ClientItem, OAuth2ClientSave, OAuth2ClientQuery>({
    path: '/system/oauth2-client',
    tag: 'SystemOAuth2Client',
  }),
  name: 'OAuth2 客户端',
  title: '应用管理',
  tableLabel: '应用列表',
  idName: '客户端编号',
  deleteLabel: (row) => row.clientId,
  export: false,
  search: [
    { kind: 'text', name: 'name', label: '应用名' },
    { kind: 'dict', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
  ],
  columns: [
    { key: 'clientId', title: '客户端编号', width: 140, ellipsis: true },
    { key: 'secret', title: '客户端密钥', width: 110 },
    { key: 'name', title: '应用名', width: 130, ellipsis: true },
    {
      key: 'logo',
      title: '应用图标',
      width: 90,
      render: (row) =>
        row.logo ? (
          <Box
            component="img"
            src={row.logo}
            alt={`${row.name}的图标`}
            sx={{ width: 40, height: 40, objectFit: 'contain' }}
          />
        ) : null,
    },
    dictColumn('status', '状态', DICT_TYPE.COMMON_STATUS, { width: 80 }),
    {
      key: 'accessTokenValiditySeconds',
      title: '访问令牌的有效期',
      width: 130,
      render: (row) => seconds(row.accessTokenValiditySeconds),
    },
    {
      key: 'refreshTokenValiditySeconds',
      title: '刷新令牌的有效期',
      width: 130,
      render: (row) => seconds(row.refreshTokenValiditySeconds),
    },
    dictColumn('authorizedGrantTypes', '授权类型', DICT_TYPE.SYSTEM_OAUTH2_GRANT_TYPE, {
      minWidth: 200,
    }),
    dateTimeColumn('createTime', '创建时间'),
  ],
  form: {
    schema: oauth2ClientFormSchema,
    maxWidth: 'md',
    fields: [
      { kind: 'text', name: 'clientId', label: '客户端编号', required: true },
      { kind: 'text', name: 'secret', label: '客户端密钥', required: true },
      { kind: 'text', name: 'name', label: '应用名', required: true },
      {
        kind: 'custom',
        name: 'logo',
        label: '应用图标',
        required: true,
        render: (form) => <LogoInput form={form} />,
      },
      { kind: 'text', name: 'description', label: '应用描述', rows: 2 },
      { kind: 'dictRadio', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
      {
        kind: 'number',
        name: 'accessTokenValiditySeconds',
        label: '访问令牌的有效期',
        required: true,
        min: 1,
        placeholder: '单位：秒',
      },
      {
        kind: 'number',
        name: 'refreshTokenValiditySeconds',
        label: '刷新令牌的有效期',
        required: true,
        min: 1,
        placeholder: '单位：秒',
      },
      {
        kind: 'custom',
        name: 'authorizedGrantTypes',
        label: '授权类型',
        required: true,
        render: (form) => <GrantTypesInput form={form} />,
      },
      {
        kind: 'custom',
        name: 'scopes',
        label: '授权范围',
        render: (form) => <ScopesInput form={form} />,
      },
      {
        kind: 'custom',
        name: 'autoApproveScopes',
        label: '自动授权范围',
        render: (form) => <AutoApproveInput form={form} />,
      },
      {
        kind: 'custom',
        name: 'redirectUris',
        label: '可重定向的 URI 地址',
        required: true,
        render: (form) => (
          <FreeListInput form={form} name="redirectUris" label="可重定向的 URI 地址" />
        ),
      },
      {
        kind: 'custom',
        name: 'authorities',
        label: '权限',
        render: (form) => <FreeListInput form={form} name="authorities" label="权限" />,
      },
      {
        kind: 'custom',
        name: 'resourceIds',
        label: '资源',
        render: (form) => <FreeListInput form={form} name="resourceIds" label="资源" />,
      },
      {
        kind: 'text',
        name: 'additionalInformation',
        label: '附加信息',
        rows: 3,
        placeholder: '请输入附加信息，JSON 格式数据',
      },
    ],
    empty: emptyOAuth2ClientForm,
    fromItem: oauth2ClientFormOf,
    toSave: (values) => values,
  },
  rowActions: {
    canDelete: (row) => row.clientId !== BUILT_IN_CLIENT,
  },
})
