import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  BUILT_IN_CLIENT_ID,
  MASKED_SECRET,
  oauth2ClientCreate,
  oauth2ClientFilters,
  oauth2ClientItem,
  oauth2ClientUpdate,
  type OAuth2ClientCreate,
  type OAuth2ClientItem,
} from '../../../../src/shared/wire/oauth2-client'
import { sessionOf } from '../auth/auth-hook'
import { hasPermission } from '../auth/authority'
import { OAuth2ClientErrors } from '../auth/oauth2-errors'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { OAuth2Errors } from '../lib/error-codes'
import { isMaskOf } from '../lib/masked-secrets'
import { eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { absoluteUrl } from '../lib/request-origin'
import { insertRow, updateRowById } from '../lib/row-writes'
import { storedStringList } from '../lib/stored-list'
import { idQuery, pageParams, parseInput, wireItem } from '../lib/validation'

const TABLE = 'system_oauth2_client'
const PERMISSION = 'system:oauth2-client'

interface ClientRow {
  id: number
  client_id: string
  secret: string
  name: string
  logo: string
  description: string | null
  status: number
  access_token_validity_seconds: number
  refresh_token_validity_seconds: number
  redirect_uris: string
  authorized_grant_types: string
  scopes: string
  auto_approve_scopes: string
  authorities: string
  resource_ids: string
  additional_information: string | null
  create_time: number
}

const toItem = (request: FastifyRequest, row: ClientRow, showSecret: boolean): OAuth2ClientItem =>
  wireItem(oauth2ClientItem, {
    id: row.id,
    clientId: row.client_id,
    secret: showSecret ? row.secret : MASKED_SECRET,
    name: row.name,
    logo: absoluteUrl(request, row.logo),
    description: row.description,
    status: row.status,
    accessTokenValiditySeconds: row.access_token_validity_seconds,
    refreshTokenValiditySeconds: row.refresh_token_validity_seconds,
    redirectUris: storedStringList(row.redirect_uris),
    authorizedGrantTypes: storedStringList(row.authorized_grant_types),
    scopes: storedStringList(row.scopes),
    autoApproveScopes: storedStringList(row.auto_approve_scopes),
    authorities: storedStringList(row.authorities),
    resourceIds: storedStringList(row.resource_ids),
    additionalInformation: row.additional_information,
    createTime: row.create_time,
  })

/** A list typed with blanks and repeats: each value once, trimmed, in the order typed. */
const cleanList = (values: string[]) =>
  JSON.stringify([...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))])

const columnsOf = (body: OAuth2ClientCreate) => ({
  client_id: body.clientId.trim(),
  secret: body.secret,
  name: body.name.trim(),
  logo: body.logo.trim(),
  description: body.description?.trim() ?? '',
  status: body.status,
  access_token_validity_seconds: body.accessTokenValiditySeconds,
  refresh_token_validity_seconds: body.refreshTokenValiditySeconds,
  redirect_uris: cleanList(body.redirectUris),
  authorized_grant_types: cleanList(body.authorizedGrantTypes),
  scopes: cleanList(body.scopes),
  auto_approve_scopes: cleanList(body.autoApproveScopes),
  authorities: cleanList(body.authorities),
  resource_ids: cleanList(body.resourceIds),
  additional_information: body.additionalInformation?.trim() || null,
})

/**
 * OAuth 2.0 应用管理 (system:oauth2-client:*). The secret is shown whole only to who may change it
 * (get, for the edit dialog); the page always masks it. The built-in client staff sessions use can
 * be edited but neither deleted nor disabled.
 */
export function registerSystemOAuth2ClientRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `${PERMISSION}:${action}` } })
  const filters = {
    name: likeFilter('name', oauth2ClientFilters.name),
    status: eqFilter('status', oauth2ClientFilters.status),
  }
  const filterSchema = filterQuery(filters)
  const pagingSchema = z.object(pageParams)
  const byId = idQuery('编号')
  const find = (id: number) =>
    db.prepare(`SELECT * FROM ${TABLE} WHERE id = ?`).get(id) as ClientRow | undefined
  const assertClientIdFree = (clientId: string, selfId?: number) => {
    const other = db.prepare(`SELECT id FROM ${TABLE} WHERE client_id = ?`).get(clientId) as
      { id: number } | undefined
    if (other && other.id !== selfId) throw bizError(OAuth2ClientErrors.CLIENT_EXISTS)
  }

  app.get('/system/oauth2-client/page', guard('query'), async (request) => {
    const where = whereOf(filters, parseInput(filterSchema, request.query))
    const page = parseInput(pagingSchema, request.query)
    return ok(
      selectPage(db, { table: TABLE, where, orderBy: 'id DESC', page }, (row: ClientRow) =>
        toItem(request, row, false),
      ),
    )
  })

  app.get('/system/oauth2-client/get', guard('query'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = find(id)
    const showSecret = hasPermission(sessionOf(request).authority, `${PERMISSION}:update`)
    return ok(row ? toItem(request, row, showSecret) : null)
  })

  app.post('/system/oauth2-client/create', guard('create'), async (request) => {
    const body = parseInput(oauth2ClientCreate, request.body)
    const id = db.transaction(() => {
      assertClientIdFree(body.clientId.trim())
      return insertRow(db, TABLE, { ...columnsOf(body), create_time: ctx.now() })
    })()
    return ok(id)
  })

  app.put('/system/oauth2-client/update', guard('update'), async (request) => {
    const body = parseInput(oauth2ClientUpdate, request.body)
    db.transaction(() => {
      const row = find(body.id)
      if (!row) throw bizError(OAuth2Errors.CLIENT_NOT_EXISTS)
      const clientId = body.clientId.trim()
      assertClientIdFree(clientId, row.id)
      if (row.client_id === BUILT_IN_CLIENT_ID) {
        // Renaming it would leave staff sessions without their client, disabling it would lock
        // every staff member out.
        if (clientId !== BUILT_IN_CLIENT_ID) throw bizError(OAuth2ClientErrors.BUILT_IN_DELETE)
        if (body.status !== 0) throw bizError(OAuth2ClientErrors.BUILT_IN_DISABLE)
      }
      const columns = columnsOf(body)
      // A masked secret sent back unchanged keeps the stored one.
      if (isMaskOf(body.secret, row.secret, () => MASKED_SECRET)) columns.secret = row.secret
      updateRowById(db, TABLE, row.id, { ...columns, update_time: ctx.now() })
    })()
    return ok(true)
  })

  app.delete('/system/oauth2-client/delete', guard('delete'), async (request) => {
    const { id } = parseInput(byId, request.query)
    db.transaction(() => {
      const row = find(id)
      if (!row) throw bizError(OAuth2Errors.CLIENT_NOT_EXISTS)
      if (row.client_id === BUILT_IN_CLIENT_ID) throw bizError(OAuth2ClientErrors.BUILT_IN_DELETE)
      db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(id)
    })()
    return ok(true)
  })
}
