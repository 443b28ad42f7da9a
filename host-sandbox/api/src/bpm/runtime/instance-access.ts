import type { Database } from 'better-sqlite3'
import type { RequestSession } from '../../auth/auth-hook'
import { prepared } from '../../db/prepared'

/**
 * Whether the caller may read an approval (its detail, history and diagram): a super admin, the
 * one who started it, or someone who has or had a part in it (assignee, delegating owner, or the
 * author of a recorded action such as a transfer). The read permission alone is not enough: every
 * employee holds it, and an approval's form can carry personal data (a leave's reason).
 * An instance that does not exist is "readable": the caller learns nothing from its absence that
 * the null answer does not already say.
 */
export function mayReadInstance(
  db: Database,
  session: RequestSession,
  instanceId: string,
): boolean {
  if (session.authority.superAdmin) return true
  const row = prepared(
    db,
    `SELECT
       (SELECT start_user_id FROM bpm_process_instance WHERE id = @id) AS starter,
       EXISTS (SELECT 1 FROM bpm_task WHERE process_instance_id = @id
                 AND (assignee_user_id = @user OR owner_user_id = @user)) AS tasked,
       EXISTS (SELECT 1 FROM bpm_task_comment WHERE process_instance_id = @id
                 AND user_id = @user) AS acted`,
  ).get({ id: instanceId, user: session.userId }) as {
    starter: number | null
    tasked: number
    acted: number
  }
  return row.starter === null || row.starter === session.userId || !!row.tasked || !!row.acted
}
