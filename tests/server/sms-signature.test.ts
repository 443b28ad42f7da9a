import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  aliyunPercentEncode,
  aliyunSignature,
  aliyunTimestamp,
} from '../../host-sandbox/api/src/sms/aliyun-signature'
import {
  tc3Authorization,
  tc3CanonicalRequest,
  tc3Date,
  tc3StringToSign,
} from '../../host-sandbox/api/src/sms/tencent-signature'

describe('Aliyun RPC signature', () => {
  it('reproduces the worked example of Aliyun’s signature documentation', () => {
    const params = {
      Timestamp: '2016-02-23T12:46:24Z',
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      Version: '2014-05-26',
      SignatureVersion: '1.0',
    }
    expect(aliyunSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=')
  })

  it('encodes like RFC 3986: space %20, * %2A, ~ kept, Chinese as UTF-8 bytes', () => {
    expect(aliyunPercentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29')
    expect(aliyunPercentEncode('纪念馆')).toBe('%E7%BA%AA%E5%BF%B5%E9%A6%86')
  })

  it('writes timestamps in UTC without milliseconds', () => {
    expect(aliyunTimestamp(Date.UTC(2026, 0, 2, 3, 4, 5, 678))).toBe('2026-01-02T03:04:05Z')
  })
})

describe('Tencent Cloud TC3-HMAC-SHA256 signature', () => {
  // Tencent's published example (signature v3 chapter): its canonical request and string to sign
  // are given in full; its secret key is masked, so the last step is checked by its definition.
  const payload = '{"Limit": 1, "Filters": [{"Values": ["unnamed"], "Name": "instance-name"}]}'

  it('reproduces the published canonical request and string to sign', () => {
    const canonical = tc3CanonicalRequest('cvm.tencentcloudapi.com', payload)
    expect(canonical).toBe(
      'POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\n\n' +
        'content-type;host\n99d58dfbc6745f6747f36bfca17dee5e6881dc0428a0a36f96199342bc5b4907',
    )
    expect(tc3StringToSign('cvm', 1551113065, canonical)).toBe(
      'TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n' +
        '2815843035062fffda5fd6f2a44ea8a34818b0dc46f024b8b3786976a3adda7a',
    )
  })

  it('dates the scope in UTC (00:44 in Beijing is still the day before)', () => {
    expect(tc3Date(1551113065)).toBe('2019-02-25')
  })

  it('signs with the key derived from secret, date, service and tc3_request', () => {
    const hmac = (key: string | Buffer, text: string) =>
      createHmac('sha256', key).update(text).digest()
    const key = hmac(hmac(hmac('TC3secret-key', '2019-02-25'), 'cvm'), 'tc3_request')
    const toSign = tc3StringToSign(
      'cvm',
      1551113065,
      tc3CanonicalRequest('cvm.tencentcloudapi.com', payload),
    )
    const expected = createHmac('sha256', key).update(toSign).digest('hex')
    expect(
      tc3Authorization({
        secretId: 'AKIDEXAMPLE',
        secretKey: 'secret-key',
        service: 'cvm',
        host: 'cvm.tencentcloudapi.com',
        timestamp: 1551113065,
        payload,
      }),
    ).toBe(
      `TC3-HMAC-SHA256 Credential=AKIDEXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=${expected}`,
    )
  })
})
