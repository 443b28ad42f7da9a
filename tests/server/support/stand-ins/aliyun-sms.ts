import { createHmac, randomUUID } from 'node:crypto'
import { startStandIn, type StandInServer } from './http-stand-in'

// A local Aliyun SMS (dysmsapi) for tests: it checks the RPC signature the way Aliyun documents it
// (written here independently of the product's client) and answers SendSms and QuerySmsTemplate
// in Aliyun's JSON shapes.

export interface AliyunStandInTemplate {
  /** 0 审核中, 1 审核通过, 2 审核失败. */
  status: 0 | 1 | 2
  reason?: string
}

export interface AliyunSentMessage {
  phoneNumbers: string
  signName: string
  templateCode: string
  templateParam: Record<string, string>
  outId: string
  bizId: string
}

export interface AliyunSmsStandIn extends StandInServer {
  sent: AliyunSentMessage[]
  /** Requests refused for their signature. */
  refused: number
}

const UNRESERVED = /[A-Za-z0-9\-_.~]/

/** Byte-wise RFC 3986 encoding (Aliyun's percentEncode). */
function encode(text: string): string {
  let out = ''
  for (const ch of text) {
    if (UNRESERVED.test(ch)) {
      out += ch
      continue
    }
    for (const byte of Buffer.from(ch, 'utf8')) {
      out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
    }
  }
  return out
}

function expectedSignature(method: string, params: Map<string, string>, secret: string): string {
  const names = [...params.keys()].filter((n) => n !== 'Signature').sort()
  const canonical = names.map((n) => `${encode(n)}=${encode(params.get(n) ?? '')}`).join('&')
  const toSign = `${method}&${encode('/')}&${encode(canonical)}`
  return createHmac('sha1', `${secret}&`).update(toSign).digest('base64')
}

const TEN_MINUTES = 10 * 60_000

export async function startAliyunSmsStandIn(options: {
  accessKeyId: string
  accessKeySecret: string
  templates: Record<string, AliyunStandInTemplate>
}): Promise<AliyunSmsStandIn> {
  const sent: AliyunSentMessage[] = []
  const nonces = new Set<string>()
  const state = { refused: 0 }
  const server = await startStandIn((request) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const params = new Map(url.searchParams)
    const requestId = randomUUID().toUpperCase()
    const error = (status: number, code: string, message: string) => ({
      status,
      json: { RequestId: requestId, HostId: 'dysmsapi.aliyuncs.com', Code: code, Message: message },
    })
    if (params.get('AccessKeyId') !== options.accessKeyId) {
      return error(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.')
    }
    const signature = params.get('Signature') ?? ''
    if (signature !== expectedSignature(request.method ?? 'GET', params, options.accessKeySecret)) {
      state.refused++
      return error(
        400,
        'SignatureDoesNotMatch',
        'Specified signature is not matched with our calculation.',
      )
    }
    const timestamp = Date.parse(params.get('Timestamp') ?? '')
    if (!Number.isFinite(timestamp) || Math.abs(Date.now() - timestamp) > TEN_MINUTES) {
      return error(
        400,
        'InvalidTimeStamp.Expired',
        'Specified time stamp or date value is expired.',
      )
    }
    const nonce = params.get('SignatureNonce') ?? ''
    if (nonce === '' || nonces.has(nonce)) {
      return error(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.')
    }
    nonces.add(nonce)
    const template = options.templates[params.get('TemplateCode') ?? '']
    switch (params.get('Action')) {
      case 'SendSms': {
        if (!/^1\d{10}$/.test(params.get('PhoneNumbers') ?? '')) {
          return {
            json: {
              RequestId: requestId,
              Code: 'isv.MOBILE_NUMBER_ILLEGAL',
              Message: '非法手机号',
            },
          }
        }
        if (!template || template.status !== 1) {
          return {
            json: {
              RequestId: requestId,
              Code: 'isv.SMS_TEMPLATE_ILLEGAL',
              Message: '该账号下找不到对应模板',
            },
          }
        }
        const bizId = `${Date.now()}${Math.floor(Math.random() * 1e6)}^0`
        sent.push({
          phoneNumbers: params.get('PhoneNumbers') ?? '',
          signName: params.get('SignName') ?? '',
          templateCode: params.get('TemplateCode') ?? '',
          templateParam: JSON.parse(params.get('TemplateParam') ?? '{}') as Record<string, string>,
          outId: params.get('OutId') ?? '',
          bizId,
        })
        return { json: { RequestId: requestId, Code: 'OK', Message: 'OK', BizId: bizId } }
      }
      case 'QuerySmsTemplate':
        if (!template) {
          return {
            json: { RequestId: requestId, Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: '模板不存在' },
          }
        }
        return {
          json: {
            RequestId: requestId,
            Code: 'OK',
            Message: 'OK',
            TemplateCode: params.get('TemplateCode'),
            TemplateStatus: template.status,
            Reason: template.reason ?? '无审批备注',
          },
        }
      default:
        return error(404, 'InvalidAction.NotFound', 'Specified api is not found.')
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

/** The body Aliyun pushes to a receipt URL (SmsReport) for a message it sent. */
export function aliyunReceipt(message: AliyunSentMessage, delivered: boolean) {
  return [
    {
      phone_number: message.phoneNumbers,
      send_time: '2026-01-01 10:00:00',
      report_time: '2026-01-01 10:00:05',
      success: delivered,
      err_code: delivered ? 'DELIVERED' : 'UNDELIV',
      err_msg: delivered ? '用户接收成功' : '用户未接收',
      sms_size: '1',
      biz_id: message.bizId,
      out_id: message.outId,
    },
  ]
}
