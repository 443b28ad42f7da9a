/**
 * Collects WHERE conditions for optional filters. Column names are always code constants; values
 * are bound as parameters, never spliced into the SQL.
 */
export class WhereBuilder {
  private readonly parts: string[] = []
  readonly params: unknown[] = []

  private static given(value: unknown): boolean {
    return value !== undefined && value !== null && value !== ''
  }

  eq(column: string, value: unknown): this {
    if (WhereBuilder.given(value)) {
      this.parts.push(`${column} = ?`)
      this.params.push(typeof value === 'boolean' ? Number(value) : value)
    }
    return this
  }

  like(column: string, value: string | undefined): this {
    if (WhereBuilder.given(value)) {
      this.parts.push(`${column} LIKE ? ESCAPE '\\'`)
      this.params.push(`%${String(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    }
    return this
  }

  between(column: string, range: [number | null, number | null] | undefined): this {
    if (!range) return this
    const [begin, end] = range
    if (begin !== null) {
      this.parts.push(`${column} >= ?`)
      this.params.push(begin)
    }
    if (end !== null) {
      this.parts.push(`${column} <= ?`)
      this.params.push(end)
    }
    return this
  }

  raw(condition: string, ...params: unknown[]): this {
    this.parts.push(condition)
    this.params.push(...params)
    return this
  }

  get sql(): string {
    return this.parts.length ? ` WHERE ${this.parts.join(' AND ')}` : ''
  }
}
