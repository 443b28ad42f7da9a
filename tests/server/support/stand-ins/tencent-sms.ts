import { createHash, createHmac, randomUUID } from 'node:crypto'
import { startStandIn, type StandInServer } from './http-stand-in'

// A local Tencent Cloud SMS (API 3.0) for tests: it checks the TC3-HMAC-SHA256 signature as
// Tencent documents it (written here independently of the product's client) and answers SendSms
// and DescribeSmsTemplateList in Tencent's JSON shapes.

export interface TencentStandInTemplate {
  /** 0 approved, 1 under review, -1 rejected. */
  status: 0 | 1 | -1
  reason?: string
}

export interface TencentSentMessage {
  phoneNumber: string
  signName: string
  templateId: string
  params: string[]
  sessionContext: string
  serialNo: string
}

export interface TencentSmsStandIn extends StandInServer {
  sent: TencentSentMessage[]
  refused: number
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')
const hmacOf = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest()

export async function startTencentSmsStandIn(options: {
  secretId: string
  secretKey: string
  sdkAppId: string
  templates: Record<string, TencentStandInTemplate>
}): Promise<TencentSmsStandIn> {
  const sent: TencentSentMessage[] = []
  const state = { refused: 0 }
  const server = await startStandIn((request, raw) => {
    const requestId = randomUUID()
    const fail = (code: string, message: string) => ({
      json: { Response: { Error: { Code: code, Message: message }, RequestId: requestId } },
    })
    const header = (name: string) => {
      const value = request.headers[name]
      return Array.isArray(value) ? value.join(',') : (value ?? '')
    }
    const auth =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/(\w+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        header('authorization'),
      )
    if (!auth) return fail('AuthFailure.InvalidAuthorization', 'Authorization 格式不正确')
    const [, secretId, date, service, signedHeaders, signature] = auth
    if (secretId !== options.secretId) {
      return fail(
        'AuthFailure.SecretIdNotFound',
        'The SecretId is not found, please ensure that your SecretId is correct.',
      )
    }
    const timestamp = Number(header('x-tc-timestamp'))
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) {
      return fail('AuthFailure.SignatureExpire', 'Signature expired.')
    }
    const canonicalHeaders = signedHeaders
      .split(';')
      .map((name) => `${name}:${header(name).trim().toLowerCase()}\n`)
      .join('')
    const canonicalRequest = `${request.method}\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${sha256(raw)}`
    const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${sha256(canonicalRequest)}`
    const dayKey = hmacOf(`TC3${options.secretKey}`, date)
    const key = hmacOf(hmacOf(dayKey, service), 'tc3_request')
    const utcDay = new Date(timestamp * 1000).toISOString().slice(0, 10)
    if (
      service !== 'sms' ||
      date !== utcDay ||
      createHmac('sha256', key).update(toSign).digest('hex') !== signature
    ) {
      state.refused++
      return fail(
        'AuthFailure.SignatureFailure',
        'The provided credentials could not be validated. Please check your signature is correct.',
      )
    }
    const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>
    switch (header('x-tc-action')) {
      case 'SendSms': {
        if (body.SmsSdkAppId !== options.sdkAppId) {
          return fail('FailedOperation.SmsSdkAppIdVerifyFail', 'SdkAppId 校验失败')
        }
        const templateId = String(body.TemplateId)
        const template = options.templates[templateId]
        const phones = (body.PhoneNumberSet as string[] | undefined) ?? []
        const statuses = phones.map((phone) => {
          if (!template || template.status !== 0) {
            return {
              SerialNo: '',
              PhoneNumber: phone,
              Fee: 0,
              SessionContext: body.SessionContext,
              Code: 'FailedOperation.TemplateIncorrectOrUnapproved',
              Message: '模板未审批或内容不匹配',
              IsoCode: 'CN',
            }
          }
          const serialNo = `2433:${Date.now()}${Math.floor(Math.random() * 1e9)}`
          sent.push({
            phoneNumber: phone,
            signName: String(body.SignName),
            templateId,
            params: (body.TemplateParamSet as string[] | undefined) ?? [],
            sessionContext: String(body.SessionContext ?? ''),
            serialNo,
          })
          return {
            SerialNo: serialNo,
            PhoneNumber: phone,
            Fee: 1,
            SessionContext: body.SessionContext,
            Code: 'Ok',
            Message: 'send success',
            IsoCode: 'CN',
          }
        })
        return { json: { Response: { SendStatusSet: statuses, RequestId: requestId } } }
      }
      case 'DescribeSmsTemplateList': {
        const ids = (body.TemplateIdSet as number[] | undefined) ?? []
        const set = ids
          .filter((id) => options.templates[String(id)])
          .map((id) => ({
            TemplateId: id,
            International: 0,
            StatusCode: options.templates[String(id)].status,
            ReviewReply: options.templates[String(id)].reason ?? '',
            TemplateName: `模板 ${id}`,
            CreateTime: 1_700_000_000,
          }))
        return { json: { Response: { DescribeTemplateStatusSet: set, RequestId: requestId } } }
      }
      default:
        return fail('InvalidAction', '接口不存在')
    }
  })
  return {
    ...server,
    sent,
    get refused() {
      return state.refused
    },
  }
}

/** The body Tencent pushes to a status callback URL for a message it sent. */
export function tencentReceipt(message: TencentSentMessage, delivered: boolean) {
  return [
    {
      user_receive_time: '2026-01-01 10:00:05',
      nationcode: '86',
      mobile: message.phoneNumber.replace(/^\+86/, ''),
      report_status: delivered ? 'SUCCESS' : 'FAIL',
      errmsg: delivered ? 'DELIVRD' : 'MK:0005',
      description: delivered ? '用户短信送达成功' : '用户短信未送达',
      sid: message.serialNo,
    },
  ]
}
