import type { FastifyInstance } from 'fastify'

/**
 * A page of "another site" for the console's inner-link frame: the museum's visitor guide. It is
 * sandbox-only; in production an inner-link menu points at a real intranet page.
 */
const VISIT_GUIDE_HTML = `<!doctype html>
<html lang="zh-CN">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>参观须知</title>
  <style>
    body { margin: 0; padding: 32px 40px; font: 15px/1.8 "PingFang SC", "Microsoft YaHei",
      "Noto Sans CJK SC", sans-serif; color: #303133; background: #fff; }
    h1 { margin: 0 0 8px; font-size: 22px; }
    .lead { color: #606266; margin: 0 0 24px; }
    h2 { font-size: 17px; margin: 24px 0 8px; color: #409eff; }
    li { margin: 4px 0; }
  </style>
</head>
<body>
  <h1>参观须知</h1>
  <p class="lead">欢迎参观纪念馆。为保障参观秩序与观众安全，请仔细阅读以下须知。</p>
  <h2>开放时间</h2>
  <ul>
    <li>周二至周日 9:00—17:00（16:00 停止入馆），周一闭馆（法定节假日除外）。</li>
  </ul>
  <h2>预约与入馆</h2>
  <ul>
    <li>个人参观须提前通过官方渠道实名预约，凭有效身份证件入馆。</li>
    <li>团队参观（10 人及以上）须提前 3 个工作日预约，并由领队统一办理入馆。</li>
    <li>现役军人、残障人士、老年人等凭有效证件可走绿色通道。</li>
  </ul>
  <h2>参观礼仪</h2>
  <ul>
    <li>请保持庄严肃穆，勿大声喧哗，勿嬉戏打闹。</li>
    <li>展厅内禁止吸烟、饮食，禁止使用闪光灯及自拍杆。</li>
  </ul>
</body>
</html>
`

export function registerVisitGuidePage(app: FastifyInstance): void {
  app.get('/sandbox/pages/visit-guide', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(VISIT_GUIDE_HTML),
  )
}
