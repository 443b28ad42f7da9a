-- Process forms, process models and their deployed definitions (docs/admin-api.md#bpm).
CREATE TABLE bpm_form (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  remark TEXT,
  -- The form's settings, one JSON string.
  conf TEXT NOT NULL,
  -- A JSON array of strings, each string one field definition (JSON).
  fields TEXT NOT NULL,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);

-- A model is the editable draft; ids are UUID strings like Flowable's.
CREATE TABLE bpm_model (
  id TEXT PRIMARY KEY,
  model_key TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT,
  category TEXT,
  form_type INTEGER,
  form_id INTEGER,
  form_custom_create_path TEXT,
  form_custom_view_path TEXT,
  bpmn_xml TEXT,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);
CREATE INDEX idx_bpm_model_create ON bpm_model (create_time);

-- One row per deployment of a model: a frozen copy of its diagram and form settings.
-- No foreign key to bpm_model: like Flowable, definitions outlive a deleted model.
CREATE TABLE bpm_process_definition (
  -- `${process_key}:${version}:${uuid}`
  id TEXT PRIMARY KEY,
  model_id TEXT NOT NULL,
  process_key TEXT NOT NULL,
  version INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT,
  category TEXT,
  form_type INTEGER,
  form_id INTEGER,
  form_conf TEXT,
  -- JSON array of strings, as bpm_form.fields, copied at deploy time.
  form_fields TEXT,
  form_custom_create_path TEXT,
  form_custom_view_path TEXT,
  bpmn_xml TEXT NOT NULL,
  -- 1 active, 2 suspended
  suspension_state INTEGER NOT NULL DEFAULT 1,
  deployment_time INTEGER NOT NULL,
  UNIQUE (process_key, version)
);
CREATE INDEX idx_bpm_definition_model ON bpm_process_definition (model_id, version);
