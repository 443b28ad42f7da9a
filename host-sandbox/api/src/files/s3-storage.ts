// Type-only: erased at build time, so the SDK still loads on first use.
import type * as S3Sdk from '@aws-sdk/client-s3'
import type { S3FileConfig } from '../../../../src/shared/wire/infra-file'
import { type FileStorage, StorageError, storageTimeoutMs } from './storage'
import { networkReason, storageFailure, timeoutReason } from './storage-failure'

const errorName = (error: unknown) => String((error as { name?: unknown }).name ?? '')
const httpStatus = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode

/** S3 (and S3-compatible services: MinIO, OSS, COS…) through the AWS SDK, path-style addressing. */
export function s3Storage(config: S3FileConfig): FileStorage {
  const url = new URL(config.endpoint)
  const where = { host: url.hostname, port: url.port || (url.protocol === 'https:' ? 443 : 80) }

  const reason = (error: unknown): StorageError => {
    const name = errorName(error)
    if (name === 'NoSuchBucket') return new StorageError(`存储 bucket「${config.bucket}」不存在`)
    if (
      ['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied'].includes(name) ||
      httpStatus(error) === 403
    ) {
      return new StorageError('认证失败，请检查 accessKey 和 accessSecret')
    }
    if (
      name === 'TimeoutError' ||
      (/timeout/i.test(String((error as Error)?.message)) && !networkReason(error, where))
    ) {
      return new StorageError(timeoutReason(where))
    }
    const network = networkReason(error, where)
    if (network) return new StorageError(network)
    return storageFailure(error, 'S3 操作失败')
  }

  // Loaded on first use only (the SDK is large) and kept per storage object.
  let client: Promise<{
    sdk: typeof S3Sdk
    s3: S3Sdk.S3Client
  }> | null = null
  const open = () =>
    (client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        endpoint: config.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: config.accessKey, secretAccessKey: config.accessSecret },
        maxAttempts: 1,
        // Plain SigV4 with a payload hash: what every S3-compatible service understands.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        requestHandler: {
          connectionTimeout: storageTimeoutMs(),
          requestTimeout: storageTimeoutMs(),
        },
      }),
    })))

  return {
    async upload(path, content, type) {
      const { sdk, s3 } = await open()
      try {
        await s3.send(
          new sdk.PutObjectCommand({
            Bucket: config.bucket,
            Key: path,
            Body: content,
            ContentType: type,
          }),
        )
      } catch (error) {
        throw reason(error)
      }
    },
    async read(path) {
      const { sdk, s3 } = await open()
      try {
        const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key: path }))
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0)
      } catch (error) {
        if (
          errorName(error) === 'NoSuchKey' ||
          (httpStatus(error) === 404 && errorName(error) !== 'NoSuchBucket')
        )
          return null
        throw reason(error)
      }
    },
    async delete(path) {
      const { sdk, s3 } = await open()
      try {
        await s3.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: path }))
      } catch (error) {
        throw reason(error)
      }
    },
  }
}
