-- The approval runtime (docs/bpm-runtime.md): running process instances, their tasks and
-- activities, the engine's saved state and the timers it waits on.

CREATE TABLE bpm_process_instance (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  process_definition_id TEXT NOT NULL,
  process_key TEXT NOT NULL,
  category TEXT,
  -- 1 running, 2 finished
  status INTEGER NOT NULL,
  -- 1 in progress, 2 approved, 3 rejected, 4 cancelled
  result INTEGER NOT NULL,
  start_user_id INTEGER NOT NULL,
  business_key TEXT,
  -- JSON object: the variables the process was started with.
  form_variables TEXT NOT NULL DEFAULT '{}',
  -- Why the engine stopped the instance (an expression it could not evaluate...).
  error_message TEXT,
  create_time INTEGER NOT NULL,
  end_time INTEGER
);
CREATE INDEX idx_bpm_instance_starter ON bpm_process_instance (start_user_id, create_time);
CREATE INDEX idx_bpm_instance_key ON bpm_process_instance (process_key, business_key);

CREATE TABLE bpm_task (
  id TEXT PRIMARY KEY,
  process_instance_id TEXT NOT NULL REFERENCES bpm_process_instance (id) ON DELETE CASCADE,
  -- The user task's element id and name in the diagram.
  definition_key TEXT NOT NULL,
  name TEXT NOT NULL,
  -- The engine execution waiting for this task (a multi-instance iteration has its own).
  execution_id TEXT NOT NULL,
  -- The execution of the activity as a whole (the parent of multi-instance iterations).
  activity_execution_id TEXT NOT NULL,
  assignee_user_id INTEGER,
  -- Set while the task is delegated: who gets it back when the delegate has answered.
  owner_user_id INTEGER,
  -- 1 in progress, 2 approved, 3 rejected, 4 cancelled, 5 sent back, 6 delegated
  result INTEGER NOT NULL,
  reason TEXT,
  claim_time INTEGER,
  create_time INTEGER NOT NULL,
  end_time INTEGER
);
CREATE INDEX idx_bpm_task_assignee ON bpm_task (assignee_user_id, end_time, create_time);
CREATE INDEX idx_bpm_task_instance ON bpm_task (process_instance_id, create_time);
CREATE UNIQUE INDEX idx_bpm_task_execution ON bpm_task (process_instance_id, execution_id);

-- Every action on a task with its text (transfer, delegation and its return...): the history.
CREATE TABLE bpm_task_comment (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  task_id TEXT NOT NULL REFERENCES bpm_task (id) ON DELETE CASCADE,
  process_instance_id TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  -- approve, reject, transfer, delegate, delegate_done, return, cancel
  type TEXT NOT NULL,
  message TEXT NOT NULL,
  create_time INTEGER NOT NULL
);
CREATE INDEX idx_bpm_task_comment_task ON bpm_task_comment (task_id, id);

CREATE TABLE bpm_activity (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  process_instance_id TEXT NOT NULL REFERENCES bpm_process_instance (id) ON DELETE CASCADE,
  execution_id TEXT NOT NULL,
  -- Element id and Flowable-style type (startEvent, userTask, exclusiveGateway, endEvent...).
  activity_key TEXT NOT NULL,
  activity_type TEXT NOT NULL,
  task_id TEXT,
  start_time INTEGER NOT NULL,
  end_time INTEGER
);
CREATE UNIQUE INDEX idx_bpm_activity_execution ON bpm_activity (process_instance_id, execution_id);

-- The engine's own state (bpmn-engine getState, without the diagram) after the last step.
CREATE TABLE bpm_engine_state (
  process_instance_id TEXT PRIMARY KEY REFERENCES bpm_process_instance (id) ON DELETE CASCADE,
  state TEXT NOT NULL,
  update_time INTEGER NOT NULL
);

-- Timers the engine waits on, with the time they are due on the server's clock.
CREATE TABLE bpm_timer (
  process_instance_id TEXT NOT NULL REFERENCES bpm_process_instance (id) ON DELETE CASCADE,
  execution_id TEXT NOT NULL,
  activity_id TEXT NOT NULL,
  due_time INTEGER NOT NULL,
  PRIMARY KEY (process_instance_id, execution_id)
);
CREATE INDEX idx_bpm_timer_due ON bpm_timer (due_time);
