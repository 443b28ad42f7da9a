import { z } from 'zod'
import type { FastifyInstance } from 'fastify'
import {
  fileConfigCreate,
  fileConfigFilters,
  fileConfigItem,
  fileConfigUpdate,
  type FileConfigItem,
} from '../../../../src/shared/wire/infra-file'
import { checkSettings, maskedSettings } from '../files/file-config-rules'
import { FileErrors } from '../files/file-errors'
import { findFileConfig, storeFile } from '../files/file-service'
import { type FileConfigRow, settingsOf } from '../files/open-storage'
import { SAMPLE_IMAGE } from '../files/sample-image'
import { apiRoute } from '../lib/api-route'
import { BizError, bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { betweenFilter, eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { absoluteUrl } from '../lib/request-origin'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, optionalDateRange, pageParams, wireItem } from '../lib/validation'

const TABLE = 'infra_file_config'
const PERMISSION = 'infra:file-config'

const filters = {
  name: likeFilter('name', fileConfigFilters.name),
  storage: eqFilter('storage', fileConfigFilters.storage),
  createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
}
// Filters first, then paging: the first problem reported is a filter's.
const pageQuery = z.object({ ...filterQuery(filters).shape, ...pageParams })
const byId = idQuery('编号')

function toItem(row: FileConfigRow): FileConfigItem {
  return wireItem(fileConfigItem, {
    id: row.id,
    name: row.name,
    storage: row.storage,
    remark: row.remark,
    master: row.master === 1,
    config: maskedSettings(row.storage, settingsOf(row)),
    createTime: row.create_time,
  })
}

/**
 * 文件配置: where uploads are stored. Exactly one config is the master (uploads go there); it
 * cannot be deleted, and switching it is one transaction. 测试 uploads a sample image for real.
 */
export function registerInfraFileConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const existing = (id: number) => {
    const row = findFileConfig(db, id)
    if (!row) throw bizError(FileErrors.CONFIG_NOT_EXISTS)
    return row
  }

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/infra/file-config/page',
      permission: `${PERMISSION}:query`,
      summary: '获得文件配置分页',
      query: pageQuery,
    },
    async ({ query }) => {
      const { pageNo, pageSize } = query
      const where = whereOf(filters, query)
      return ok(
        selectPage(
          db,
          { table: TABLE, where, orderBy: 'id DESC', page: { pageNo, pageSize } },
          toItem,
        ),
      )
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/infra/file-config/get',
      permission: `${PERMISSION}:query`,
      summary: '获得文件配置',
      description: '密码和 accessSecret 以掩码答复',
      query: byId,
    },
    async ({ query }) => {
      const row = findFileConfig(db, query.id)
      return ok(row ? toItem(row) : null)
    },
  )

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/infra/file-config/create',
      permission: `${PERMISSION}:create`,
      summary: '创建文件配置',
      description: '新建的配置不是主配置；config 按存储器逐项校验',
      body: fileConfigCreate,
    },
    async ({ body }) => {
      const settings = checkSettings(body.storage, body.config)
      const now = ctx.now()
      return ok(
        insertRow(db, TABLE, {
          name: body.name.trim(),
          storage: body.storage,
          remark: body.remark ?? '',
          master: 0,
          config: JSON.stringify(settings),
          create_time: now,
          update_time: now,
        }),
      )
    },
  )

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/infra/file-config/update',
      permission: `${PERMISSION}:update`,
      summary: '更新文件配置',
      description: '存储器不可修改；密码或 accessSecret 传回掩码时保持原值',
      body: fileConfigUpdate,
    },
    async ({ body }) => {
      const row = existing(body.id)
      const settings = checkSettings(row.storage, body.config, settingsOf(row))
      updateRowById(db, TABLE, body.id, {
        name: body.name.trim(),
        remark: body.remark ?? '',
        config: JSON.stringify(settings),
        update_time: ctx.now(),
      })
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/infra/file-config/update-master',
      permission: `${PERMISSION}:update`,
      summary: '更新文件配置为主配置',
      query: byId,
    },
    async ({ query }) => {
      // One transaction, and the unique index on master: whatever runs at once, one master remains.
      db.transaction(() => {
        existing(query.id)
        const now = ctx.now()
        db.prepare(
          `UPDATE ${TABLE} SET master = 0, update_time = ? WHERE master = 1 AND id <> ?`,
        ).run(now, query.id)
        db.prepare(`UPDATE ${TABLE} SET master = 1, update_time = ? WHERE id = ?`).run(
          now,
          query.id,
        )
      }).immediate()
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/infra/file-config/delete',
      permission: `${PERMISSION}:delete`,
      summary: '删除文件配置',
      description: '主配置不可删除；仍存有文件的配置不可删除',
      query: byId,
    },
    async ({ query }) => {
      db.transaction(() => {
        const row = existing(query.id)
        if (row.master === 1) throw bizError(FileErrors.CONFIG_DELETE_FAIL_MASTER)
        const { n } = db
          .prepare('SELECT COUNT(*) AS n FROM infra_file WHERE config_id = ?')
          .get(query.id) as { n: number }
        if (n > 0) throw bizError(FileErrors.CONFIG_HAS_FILES, n)
        db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(query.id)
      }).immediate()
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/infra/file-config/test',
      permission: `${PERMISSION}:query`,
      summary: '测试文件配置是否正确',
      description: '上传一张示例图片，答复它的访问地址；失败时答复中文原因',
      query: byId,
    },
    async ({ query }, request) => {
      const row = existing(query.id)
      try {
        const stored = await storeFile(
          ctx,
          { content: SAMPLE_IMAGE, mimetype: 'image/png', ext: 'png', filename: '测试图片.png' },
          'test',
          row,
        )
        return ok(absoluteUrl(request, stored.url))
      } catch (error) {
        // storeFile names the cause as '文件上传失败：<cause>'; 测试 says it its own way.
        if (error instanceof BizError && error.code === FileErrors.FILE_STORAGE_FAILED.code) {
          throw bizError(
            FileErrors.CONFIG_TEST_FAILED,
            error.message.replace(/^文件上传失败：/, ''),
          )
        }
        throw error
      }
    },
  )
}
