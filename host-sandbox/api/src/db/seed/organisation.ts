/**
 * The museum's departments. Each leader is the one "the starter's leader" rules find; 志愿服务部 has
 * none on purpose, so its people's requests climb to 纪念馆's leader (the director).
 */
export const DEPT_SEEDS = [
  { id: 1, name: '纪念馆', parentId: 0, sort: 0, leaderUserId: 5, phone: '025-84000001' },
  { id: 2, name: '信息中心', parentId: 1, sort: 1, leaderUserId: 6, phone: '025-84000002' },
  { id: 3, name: '票务部', parentId: 1, sort: 2, leaderUserId: 7, phone: '025-84000003' },
  { id: 4, name: '宣教部', parentId: 1, sort: 3, leaderUserId: 8, phone: '025-84000004' },
  { id: 5, name: '志愿服务部', parentId: 1, sort: 4, leaderUserId: null, phone: '025-84000005' },
  { id: 6, name: '办公室', parentId: 1, sort: 5, leaderUserId: 9, phone: '025-84000006' },
] as const

export const POST_SEEDS = [
  { id: 1, code: 'director', name: '馆长', sort: 1 },
  { id: 2, code: 'it_manager', name: '信息主管', sort: 2 },
  { id: 3, code: 'ticket_clerk', name: '票务专员', sort: 3 },
  { id: 4, code: 'guide', name: '讲解员', sort: 4 },
  { id: 5, code: 'dept_head', name: '部门主任', sort: 5 },
  { id: 6, code: 'clerk', name: '职员', sort: 6 },
] as const

export const ROLE_SEEDS = [
  { id: 1, name: '超级管理员', code: 'admin', sort: 1, type: 1, remark: '拥有全部权限' },
  { id: 2, name: '票务专员', code: 'staff', sort: 2, type: 2, remark: '只读字典，处理预约' },
  {
    id: 3,
    name: '部门负责人',
    code: 'leader',
    sort: 3,
    type: 2,
    remark: '发起流程，审批本部门的申请',
  },
  {
    id: 4,
    name: '普通员工',
    code: 'employee',
    sort: 4,
    type: 2,
    remark: '发起流程，处理自己的待办',
  },
] as const

export const ROLE_LEADER = 3
export const ROLE_EMPLOYEE = 4

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
  // Leaders (role 部门负责人) and a few staff per department (role 普通员工) who run approvals.
  {
    id: 5,
    username: 'director',
    password: 'director123',
    nickname: '王馆长',
    deptId: 1,
    postIds: [1],
    roleIds: [3],
    email: 'director@museum.example.org',
    mobile: '15612345705',
    sex: 1,
    status: 0,
    remark: '馆长，审批超过 3 天的请假和大额采购',
  },
  {
    id: 6,
    username: 'itlead',
    password: 'itlead123',
    nickname: '李主任',
    deptId: 2,
    postIds: [2, 5],
    roleIds: [3],
    email: 'itlead@museum.example.org',
    mobile: '15612345706',
    sex: 1,
    status: 0,
    remark: '信息中心主任',
  },
  {
    id: 7,
    username: 'ticketlead',
    password: 'ticketlead123',
    nickname: '张主任',
    deptId: 3,
    postIds: [5],
    roleIds: [3],
    email: 'ticketlead@museum.example.org',
    mobile: '15612345707',
    sex: 2,
    status: 0,
    remark: '票务部主任',
  },
  {
    id: 8,
    username: 'edulead',
    password: 'edulead123',
    nickname: '赵主任',
    deptId: 4,
    postIds: [5],
    roleIds: [3],
    email: 'edulead@museum.example.org',
    mobile: '15612345708',
    sex: 2,
    status: 0,
    remark: '宣教部主任',
  },
  {
    id: 9,
    username: 'officelead',
    password: 'officelead123',
    nickname: '孙主任',
    deptId: 6,
    postIds: [5],
    roleIds: [3],
    email: 'officelead@museum.example.org',
    mobile: '15612345709',
    sex: 1,
    status: 0,
    remark: '办公室主任',
  },
  {
    id: 10,
    username: 'ticket2',
    password: 'ticket2123',
    nickname: '票务员小王',
    deptId: 3,
    postIds: [3],
    roleIds: [4],
    email: 'ticket2@museum.example.org',
    mobile: '15612345710',
    sex: 1,
    status: 0,
    remark: '',
  },
  {
    id: 11,
    username: 'it1',
    password: 'it1123',
    nickname: '信息员小刘',
    deptId: 2,
    postIds: [6],
    roleIds: [4],
    email: 'it1@museum.example.org',
    mobile: '15612345711',
    sex: 1,
    status: 0,
    remark: '',
  },
  {
    id: 12,
    username: 'edu1',
    password: 'edu1123',
    nickname: '讲解员小陈',
    deptId: 4,
    postIds: [4],
    roleIds: [4],
    email: 'edu1@museum.example.org',
    mobile: '15612345712',
    sex: 2,
    status: 0,
    remark: '',
  },
  {
    id: 13,
    username: 'vol1',
    password: 'vol1123',
    nickname: '志愿者协调员小周',
    deptId: 5,
    postIds: [6],
    roleIds: [4],
    email: 'vol1@museum.example.org',
    mobile: '15612345713',
    sex: 2,
    status: 0,
    remark: '志愿服务部暂无负责人',
  },
  {
    id: 14,
    username: 'vol2',
    password: 'vol2123',
    nickname: '志愿者协调员小郑',
    deptId: 5,
    postIds: [6],
    roleIds: [4],
    email: 'vol2@museum.example.org',
    mobile: '15612345714',
    sex: 1,
    status: 0,
    remark: '',
  },
  {
    id: 15,
    username: 'office1',
    password: 'office1123',
    nickname: '文员小吴',
    deptId: 6,
    postIds: [6],
    roleIds: [4],
    email: 'office1@museum.example.org',
    mobile: '15612345715',
    sex: 2,
    status: 0,
    remark: '负责采购经办',
  },
]

/** Social accounts already bound (type 10 = the sandbox's stand-in for Gitee). */
export const SOCIAL_BIND_SEEDS = [{ userId: 1, socialType: 10, openid: 'sandbox-admin' }] as const
