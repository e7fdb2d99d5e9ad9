/**
 * The board's start form: a profile, a caller and the route's task (prompt, working directory,
 * optional metadata). Validation runs the service's own request schema (server/protocol.ts) on
 * every change, so each inline message is the one `POST /v1/routes` would answer.
 */
import { type FormEvent, useId, useMemo, useState } from 'react';
import { RecourseHttpError } from '../../../client/index.ts';
import { CALLERS, type Caller, TASK_LIMITS } from '../../../machines/route.types.ts';
import type { DynamicProfile } from '../../../policy/profile.ts';
import { routeStartRequestSchema } from '../../../server/protocol.ts';
import { type FieldError, fromZodError } from '../../../validation/field-errors.ts';
import { useSession } from '../session.tsx';
import { FieldErrors } from './policy-editor.tsx';

interface MetadataRow {
  key: number;
  name: string;
  value: string;
}

let rowKeys = 0;

/** The body `POST /v1/routes` takes, exactly what the service will parse. */
export function startRequestOf(input: {
  profile: string;
  caller: Caller;
  prompt: string;
  cwd: string;
  metadata: readonly MetadataRow[];
}) {
  const rows = input.metadata.filter((r) => r.name !== '' || r.value !== '');
  return {
    profile_id: input.profile,
    caller: input.caller,
    task: {
      prompt: input.prompt,
      cwd: input.cwd,
      metadata: Object.fromEntries(rows.map((r) => [r.name, r.value])),
    },
  };
}

export function StartRoute({ profiles }: { profiles: DynamicProfile[] }) {
  const { client } = useSession();
  const id = useId();
  const [profile, setProfile] = useState('');
  const [caller, setCaller] = useState<Caller>('kanban');
  const [prompt, setPrompt] = useState('');
  const [cwd, setCwd] = useState('');
  const [metadata, setMetadata] = useState<MetadataRow[]>([]);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = profile || profiles[0]?.id || '';
  const body = useMemo(
    () => startRequestOf({ profile: chosen, caller, prompt, cwd, metadata }),
    [chosen, caller, prompt, cwd, metadata],
  );

  const clientErrors = useMemo<FieldError[]>(() => {
    const parsed = routeStartRequestSchema.safeParse(body);
    const errors = parsed.success ? [] : fromZodError(parsed.error);
    // Two rows with one key would silently become one entry: the only check the service cannot make.
    const seen = new Set<string>();
    for (const row of metadata) {
      if (row.name !== '' && seen.has(row.name))
        errors.push({
          path: `task.metadata.${row.name}`,
          code: 'duplicate_key',
          message: `the key ${row.name} is used twice`,
        });
      seen.add(row.name);
    }
    return errors;
  }, [body, metadata]);

  /** Messages for a path: the form's once its field (`tag`) was changed or the form sent, the service's always. */
  const errorsOf = (path: string, tag = path, keyError?: boolean) =>
    [...(submitted || touched.has(tag) ? clientErrors : []), ...serverErrors]
      .filter((e) => e.path === path && (keyError === undefined || (e.code === 'invalid_key') === keyError))
      .map((e) => e.message)
      .filter((m, i, all) => all.indexOf(m) === i);
  const touch = (tag: string) => {
    if (!touched.has(tag)) setTouched(new Set(touched).add(tag));
    if (serverErrors.length) setServerErrors([]);
  };
  const setRow = (i: number, row: Partial<MetadataRow>) =>
    setMetadata(metadata.map((r, j) => (j === i ? { ...r, ...row } : r)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setMessage(null);
    if (!chosen) return;
    if (clientErrors.length > 0) {
      setMessage({ kind: 'error', text: `Not started: ${clientErrors.length} field(s) need attention.` });
      return;
    }
    setBusy(true);
    try {
      const started = await client.http.startRoute(body);
      setServerErrors([]);
      setMessage({
        kind: 'ok',
        text:
          started.status === 'started'
            ? `Started route ${started.route.route_id}.`
            : `Route ${started.pending.route_id} is recorded and waits for an adapter serving ${started.pending.agent_profile}.`,
      });
    } catch (error) {
      if (error instanceof RecourseHttpError && error.errors.length > 0) setServerErrors(error.errors);
      setMessage({ kind: 'error', text: `Not started: ${(error as Error).message}` });
    } finally {
      setBusy(false);
    }
  };

  const metadataPaths = new Set(metadata.map((r) => `task.metadata.${r.name}`));
  const unplaced = [...(submitted ? clientErrors : []), ...serverErrors].filter(
    (e) =>
      !['profile_id', 'caller', 'task.prompt', 'task.cwd', 'task.metadata'].includes(e.path) &&
      !metadataPaths.has(e.path),
  );
  const described = (field: string, messages: string[], hint = false) =>
    [hint ? `${id}-${field}-hint` : '', messages.length ? `${id}-${field}-err` : ''].join(' ').trim() ||
    undefined;
  const promptErrors = errorsOf('task.prompt');
  const cwdErrors = errorsOf('task.cwd');
  const profileErrors = errorsOf('profile_id');

  return (
    <details className="panel start">
      <summary>Start a route</summary>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Start a route">
        <div className="form-row">
          <div className="field">
            <label htmlFor={`${id}-profile`}>Profile</label>
            <select
              id={`${id}-profile`}
              name="start-profile"
              value={chosen}
              aria-invalid={profileErrors.length > 0 ? true : undefined}
              aria-describedby={described('profile', profileErrors)}
              onChange={(e) => {
                touch('profile_id');
                setProfile(e.target.value);
              }}
            >
              {profiles.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.id})
                </option>
              ))}
            </select>
            <FieldErrors id={`${id}-profile-err`} messages={profileErrors} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-caller`}>Caller</label>
            <select
              id={`${id}-caller`}
              name="start-caller"
              value={caller}
              onChange={(e) => setCaller(e.target.value as Caller)}
            >
              {CALLERS.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-prompt`}>Prompt</label>
          <textarea
            id={`${id}-prompt`}
            name="task.prompt"
            rows={3}
            value={prompt}
            aria-invalid={promptErrors.length > 0 ? true : undefined}
            aria-describedby={described('prompt', promptErrors, true)}
            onChange={(e) => {
              touch('task.prompt');
              setPrompt(e.target.value);
            }}
          />
          <span id={`${id}-prompt-hint`} className="muted small">
            What the agent should do; every dispatch of the route carries it (up to{' '}
            {TASK_LIMITS.promptChars.toLocaleString('en')} characters).
          </span>
          <FieldErrors id={`${id}-prompt-err`} messages={promptErrors} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-cwd`}>Working directory</label>
          <input
            id={`${id}-cwd`}
            name="task.cwd"
            value={cwd}
            spellCheck={false}
            aria-invalid={cwdErrors.length > 0 ? true : undefined}
            aria-describedby={described('cwd', cwdErrors, true)}
            onChange={(e) => {
              touch('task.cwd');
              setCwd(e.target.value);
            }}
          />
          <span id={`${id}-cwd-hint`} className="muted small">
            Where the agent works, on the adapter’s host.
          </span>
          <FieldErrors id={`${id}-cwd-err`} messages={cwdErrors} />
        </div>
        <fieldset className="metadata">
          <legend>Metadata (optional)</legend>
          <FieldErrors id={`${id}-metadata-err`} messages={errorsOf('task.metadata', 'metadata')} />
          {metadata.map((row, i) => {
            const path = `task.metadata.${row.name}`;
            const tag = `row:${row.key}`;
            const keyErrors = errorsOf(path, tag, true);
            const valueErrors = errorsOf(path, tag, false);
            return (
              <div className="metadata-row" key={row.key} data-metadata-row={i}>
                <div className="field">
                  <label htmlFor={`${id}-mk${row.key}`}>Key {i + 1}</label>
                  <input
                    id={`${id}-mk${row.key}`}
                    name={`task.metadata.${i}.key`}
                    value={row.name}
                    spellCheck={false}
                    aria-invalid={keyErrors.length > 0 ? true : undefined}
                    aria-describedby={keyErrors.length ? `${id}-mk${row.key}-err` : undefined}
                    onChange={(e) => {
                      touch(tag);
                      setRow(i, { name: e.target.value });
                    }}
                  />
                  <FieldErrors id={`${id}-mk${row.key}-err`} messages={keyErrors} />
                </div>
                <div className="field">
                  <label htmlFor={`${id}-mv${row.key}`}>Value {i + 1}</label>
                  <input
                    id={`${id}-mv${row.key}`}
                    name={`task.metadata.${i}.value`}
                    value={row.value}
                    aria-invalid={valueErrors.length > 0 ? true : undefined}
                    aria-describedby={valueErrors.length ? `${id}-mv${row.key}-err` : undefined}
                    onChange={(e) => {
                      touch(tag);
                      setRow(i, { value: e.target.value });
                    }}
                  />
                  <FieldErrors id={`${id}-mv${row.key}-err`} messages={valueErrors} />
                </div>
                <button
                  type="button"
                  aria-label={`Remove metadata ${i + 1}`}
                  onClick={() => setMetadata(metadata.filter((_, j) => j !== i))}
                >
                  Remove
                </button>
              </div>
            );
          })}
          <button
            type="button"
            disabled={metadata.length >= TASK_LIMITS.metadataKeys}
            onClick={() => {
              touch('metadata');
              setMetadata([...metadata, { key: ++rowKeys, name: '', value: '' }]);
            }}
          >
            Add metadata
          </button>
        </fieldset>
        {unplaced.length > 0 && (
          <ul className="field-error">
            {unplaced.map((e) => (
              <li key={`${e.path}:${e.code}`}>
                {e.path || 'request'}: {e.message}
              </li>
            ))}
          </ul>
        )}
        <p className="buttons">
          <button type="submit" className="primary" disabled={busy || profiles.length === 0}>
            Start route
          </button>
        </p>
      </form>
      {profiles.length === 0 && <p className="muted">Create a profile first.</p>}
      {message && (
        <p
          role={message.kind === 'ok' ? 'status' : 'alert'}
          className={`notice ${message.kind}`}
          data-start-status={message.kind}
        >
          {message.text}
        </p>
      )}
    </details>
  );
}
