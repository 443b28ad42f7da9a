/** What an RTK Query mutation trigger returns: `unwrap()` rejects when the server refuses. */
interface MutationResult {
  unwrap: () => Promise<unknown>
}

/**
 * The save of an add-or-edit form: a body without an id is created, one with an id updated.
 * The returned promise rejects when the server refuses (as `FormDialog`'s `onSubmit` expects).
 */
export function crudSave<Body extends { id?: number }>(
  create: (body: Body) => MutationResult,
  update: (body: Body) => MutationResult,
): (body: Body) => Promise<void> {
  return async (body) => {
    if (body.id === undefined) await create(body).unwrap()
    else await update(body).unwrap()
  }
}
