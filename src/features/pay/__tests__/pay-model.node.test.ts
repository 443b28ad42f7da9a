import { describe, expect, it } from 'vitest'
import { cashierGroups, countdownText, qrHint } from '../model/cashier'
import { CERT_MAX_BYTES, CERT_TOO_LARGE, CERT_WRONG_TYPE, readCertFile } from '../model/cert-file'
import {
  channelForm,
  channelFormOf,
  channelSaveOf,
  emptyChannelForm,
} from '../model/channel-config'
import { returnTarget } from '../model/return-url'

const ORIGIN = 'https://console.museum.example'

describe('the cashier return URL', () => {
  it('appends payResult to a console path, keeping its query and hash', () => {
    expect(returnTarget('/activity/sign', 'success', ORIGIN)).toEqual({
      kind: 'route',
      path: '/activity/sign?payResult=success',
    })
    expect(returnTarget('/trade/order/detail?id=7#log', 'cancel', ORIGIN)).toEqual({
      kind: 'route',
      path: '/trade/order/detail?id=7&payResult=cancel#log',
    })
  })

  it('follows an absolute URL only on the console origin', () => {
    expect(returnTarget(`${ORIGIN}/pay/order?x=1`, 'close', ORIGIN)).toEqual({
      kind: 'href',
      url: `${ORIGIN}/pay/order?x=1&payResult=close`,
    })
  })

  it('sends anything else back to 支付订单, never to another origin', () => {
    for (const evil of [
      'https://evil.example/steal',
      '//evil.example/steal',
      '/\\evil.example',
      'javascript:alert(1)',
      'activity/sign',
      `${ORIGIN}.evil.example/`,
    ]) {
      expect(returnTarget(evil, 'success', ORIGIN)).toEqual({
        kind: 'route',
        path: '/pay/order?payResult=success',
      })
    }
  })

  it('without a returnUrl closes the tab', () => {
    expect(returnTarget(null, 'cancel', ORIGIN)).toEqual({ kind: 'close-tab' })
    expect(returnTarget('  ', 'cancel', ORIGIN)).toEqual({ kind: 'close-tab' })
  })
})

describe('channel settings', () => {
  it('sends a masked secret back unchanged and a retyped one as typed', () => {
    const stored = {
      id: 3,
      appId: 2,
      code: 'wx_native',
      status: 0,
      feeRate: 0.6,
      remark: null,
      createTime: 0,
      config: JSON.stringify({
        appId: 'wx1234',
        mchId: '1900000001',
        apiVersion: 'v3',
        apiV3Key: '****abcd',
        privateKeyContent: '****-KEY',
        privateCertContent: '-----BEGIN CERTIFICATE-----',
      }),
    }
    const values = channelFormOf(stored)
    const parsed = channelForm.parse(values)
    const body = channelSaveOf(2, parsed)
    expect(body).toMatchObject({ id: 3, feeRate: 0.6, status: 0 })
    expect(JSON.parse(body.config)).toEqual({
      appId: 'wx1234',
      mchId: '1900000001',
      apiVersion: 'v3',
      apiV3Key: '****abcd',
      privateKeyContent: '****-KEY',
      privateCertContent: '-----BEGIN CERTIFICATE-----',
    })
    const retyped = channelSaveOf(2, channelForm.parse({ ...values, apiV3Key: 'new-key-123' }))
    expect(JSON.parse(retyped.config).apiV3Key).toBe('new-key-123')
  })

  it('asks for the fields of the chosen WeChat version or Alipay mode only', () => {
    const v2 = channelForm.safeParse({
      ...emptyChannelForm('wx_pub'),
      feeRate: '0.6',
      appId: 'wx1',
      mchId: '1',
      apiVersion: 'v2',
    })
    const paths = v2.success ? [] : v2.error.issues.map((issue) => issue.path.join('.'))
    expect(paths.sort()).toEqual(['keyContent', 'mchKey'])
    const cert = channelForm.safeParse({
      ...emptyChannelForm('alipay_pc'),
      feeRate: '1',
      appId: '2021',
      privateKey: 'k',
      mode: 2,
    })
    const certPaths = cert.success ? [] : cert.error.issues.map((issue) => issue.path.join('.'))
    expect(certPaths.sort()).toEqual([
      'alipayPublicCertContent',
      'appCertContent',
      'rootCertContent',
    ])
    const rate = channelForm.safeParse({ ...emptyChannelForm('mock'), feeRate: '0.123' })
    expect(rate.success).toBe(false)
  })
})

describe('cashier tiles', () => {
  it('shows only the enabled channels, grouped 支付宝 / 微信 / 其它', () => {
    expect(cashierGroups(['mock', 'wx_native'])).toEqual([
      { title: '微信', channels: [{ code: 'wx_native', name: '微信 Native 支付' }] },
      { title: '其它', channels: [{ code: 'mock', name: '模拟支付' }] },
    ])
    expect(qrHint('alipay_qr')).toBe('请使用支付宝“扫一扫”扫码支付')
    expect(qrHint('wx_native')).toBe('请使用微信“扫一扫”扫码支付')
    expect(qrHint('mock')).toBe('请使用手机“扫一扫”打开模拟支付')
    expect(countdownText(14 * 60_000 + 59_500)).toBe('15:00')
    expect(countdownText(-5)).toBe('00:00')
  })
})

describe('certificate files', () => {
  it('reads .pem as text and .p12 as base64, refusing other types and files over 2 MB', async () => {
    const pem = new File(['-----BEGIN CERTIFICATE-----\nMIIB\n'], 'apiclient_cert.pem')
    expect(await readCertFile(pem, ['.pem'])).toEqual({
      ok: true,
      content: '-----BEGIN CERTIFICATE-----\nMIIB',
    })
    const p12 = new File([new Uint8Array([0x30, 0x82, 0xff])], 'apiclient_cert.p12')
    expect(await readCertFile(p12, ['.p12'])).toEqual({ ok: true, content: 'MIL/' })
    expect(await readCertFile(pem, ['.p12'])).toEqual({ ok: false, message: CERT_WRONG_TYPE })
    const big = new File([new Uint8Array(CERT_MAX_BYTES + 1)], 'root.crt')
    expect(await readCertFile(big, ['.crt'])).toEqual({ ok: false, message: CERT_TOO_LARGE })
  })
})
