/** What a channel client needs of its channel row. */
export interface SmsChannelSettings {
  id: number
  code: string
  signature: string
  apiKey: string
  apiSecret: string | null
}

export interface SmsSendRequest {
  /** Our log id: travels with the message (Aliyun OutId, Tencent SessionContext). */
  logId: number
  mobile: string
  apiTemplateId: string
  /** The template's parameters in the template's order (Tencent's are positional). */
  params: Array<[name: string, value: string]>
  /** The message as the recipient reads it (the debug channel writes this). */
  content: string
}

export interface SmsSendResult {
  success: boolean
  apiCode: string | null
  apiMsg: string | null
  apiRequestId: string | null
  apiSerialNo: string | null
  /** Delivered on the spot (the debug channel): no receipt will come. */
  receivedAt?: number
}

/** A template as the provider knows it. */
export type SmsProviderTemplate =
  | { status: 'approved' }
  | { status: 'checking' }
  | { status: 'rejected'; reason: string }
  | { status: 'not-found' }

export interface SmsClient {
  send(request: SmsSendRequest): Promise<SmsSendResult>
  /** Throws SmsProviderError when the provider cannot be asked or refuses the call. */
  getTemplate(apiTemplateId: string): Promise<SmsProviderTemplate>
}

/** The provider answered with an error, or could not be reached. */
export class SmsProviderError extends Error {
  constructor(
    readonly apiCode: string,
    message: string,
  ) {
    super(message)
    this.name = 'SmsProviderError'
  }
}

const TIMEOUT_MS = 10_000

/** fetch with the clients' timeout; network failures become SmsProviderError. */
export async function fetchProvider(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch (error) {
    const reason = error instanceof Error ? (error.cause ?? error) : error
    const text = reason instanceof Error ? reason.message : String(reason)
    throw new SmsProviderError('NETWORK_ERROR', `无法连接短信服务 ${new URL(url).host}：${text}`)
  }
}

/** The JSON of an answer, or SmsProviderError naming what came instead. */
export async function providerJson(response: Response): Promise<unknown> {
  const text = await response.text()
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new SmsProviderError(
      `HTTP_${response.status}`,
      `短信服务的应答不是 JSON（HTTP ${response.status}）`,
    )
  }
}

/** Environment setting or the provider's public host. */
export function providerEndpoint(variable: string, fallback: string): string {
  const value = process.env[variable]?.trim()
  return (value ? value : fallback).replace(/\/+$/, '')
}

/** The send result of a call that never got a provider's answer. */
export function failed(error: SmsProviderError): SmsSendResult {
  return {
    success: false,
    apiCode: error.apiCode,
    apiMsg: error.message,
    apiRequestId: null,
    apiSerialNo: null,
  }
}
