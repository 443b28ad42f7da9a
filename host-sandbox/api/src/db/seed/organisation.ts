export const DEPT_SEEDS = [
  { id: 1, name: '纪念馆', parentId: 0, sort: 0 },
  { id: 2, name: '信息中心', parentId: 1, sort: 1 },
  { id: 3, name: '票务部', parentId: 1, sort: 2 },
  { id: 4, name: '宣教部', parentId: 1, sort: 3 },
  { id: 5, name: '志愿服务部', parentId: 1, sort: 4 },
  { id: 6, name: '办公室', parentId: 1, sort: 5 },
] as const

export const POST_SEEDS = [
  { id: 1, code: 'director', name: '馆长', sort: 1 },
  { id: 2, code: 'it_manager', name: '信息主管', sort: 2 },
  { id: 3, code: 'ticket_clerk', name: '票务专员', sort: 3 },
  { id: 4, code: 'guide', name: '讲解员', sort: 4 },
] as const

export const ROLE_SEEDS = [
  { id: 1, name: '超级管理员', code: 'admin', sort: 1, type: 1, remark: '拥有全部权限' },
  { id: 2, name: '票务专员', code: 'staff', sort: 2, type: 2, remark: '只读字典，处理预约' },
] as const

export interface UserSeed {
  id: number
  username: string
  password: string
  nickname: string
  deptId: number
  postIds: number[]
  roleIds: number[]
  email: string
  mobile: string
  sex: 1 | 2
  status: 0 | 1
  remark: string
}

export const USER_SEEDS: readonly UserSeed[] = [
  {
    id: 1,
    username: 'admin',
    password: 'admin123',
    nickname: '纪念馆管理员',
    deptId: 2,
    postIds: [2],
    roleIds: [1],
    email: 'admin@museum.example.org',
    mobile: '15612345678',
    sex: 1,
    status: 0,
    remark: '系统管理员',
  },
  {
    id: 2,
    username: 'staff',
    password: 'staff123',
    nickname: '票务专员',
    deptId: 3,
    postIds: [3],
    roleIds: [2],
    email: 'staff@museum.example.org',
    mobile: '15612345679',
    sex: 2,
    status: 0,
    remark: '售票窗口',
  },
  {
    // No role at all: the console falls back to ROLE_DEFAULT and shows an empty sidebar.
    id: 3,
    username: 'guide',
    password: 'guide123',
    nickname: '讲解员小李',
    deptId: 4,
    postIds: [4],
    roleIds: [],
    email: 'guide@museum.example.org',
    mobile: '15612345680',
    sex: 2,
    status: 0,
    remark: '',
  },
  {
    id: 4,
    username: 'former',
    password: 'former123',
    nickname: '已离职票务员',
    deptId: 3,
    postIds: [3],
    roleIds: [2],
    email: 'former@museum.example.org',
    mobile: '15612345681',
    sex: 1,
    status: 1,
    remark: '账号已停用',
  },
]

/** Social accounts already bound (type 10 = the sandbox's stand-in for Gitee). */
export const SOCIAL_BIND_SEEDS = [{ userId: 1, socialType: 10, openid: 'sandbox-admin' }] as const
