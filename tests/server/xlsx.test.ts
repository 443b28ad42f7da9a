import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { readXlsxRows, sendXlsx, xlsxTemplate } from '../../host-sandbox/api/src/lib/xlsx'

describe('xlsx exports and imports', () => {
  it('streams a workbook with Chinese headers that reads back, formulas neutralised', async () => {
    const app = Fastify()
    const rows = [
      { name: '张三', count: 3 },
      { name: '=HYPERLINK("http://evil")', count: -5 },
    ]
    app.get('/x', async (_request, reply) =>
      sendXlsx(
        reply,
        { name: '预约.xlsx', asciiName: 'reserve.xlsx' },
        [
          ['姓名', (r: (typeof rows)[number]) => r.name],
          ['人数', (r: (typeof rows)[number]) => r.count],
        ],
        rows,
      ),
    )
    const response = await app.inject({ method: 'GET', url: '/x' })
    expect(response.headers['content-type']).toContain('spreadsheetml')
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''%E9%A2%84")
    const read = await readXlsxRows(response.rawPayload)
    expect(read.map((r) => r.cells)).toEqual([
      ['姓名', '人数'],
      ['张三', '3'],
      ['\'=HYPERLINK("http://evil")', '-5'],
    ])
    await app.close()
  })

  it('reads a template back and refuses bytes that are no workbook', async () => {
    const template = await xlsxTemplate(['姓名', '证件号码'], [['李四', '110101199003071234']])
    expect((await readXlsxRows(template)).map((r) => r.rowNumber)).toEqual([1, 2])
    await expect(readXlsxRows(Buffer.from('not a workbook'))).rejects.toThrow(
      '导入文件格式不正确，请使用下载的 .xlsx 模板',
    )
  })
})
