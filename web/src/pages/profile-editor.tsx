/**
 * Create or edit a dynamic profile: ordered candidates (add, remove, reorder), automation, and each
 * candidate's class policies. Validation runs the backend's own parser (policy/profile.ts) on every
 * change; saving sends the expected version, and a conflict offers to reload.
 */
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type PolicyLimits, RecourseHttpError } from '../../../client/index.ts';
import { DEFAULT_POLICY } from '../../../policy/document.ts';
import { type DynamicProfile, profileFieldErrors, profileInputSchema } from '../../../policy/profile.ts';
import type { PolicyDocument } from '../../../policy/types.ts';
import type { FieldError } from '../../../validation/field-errors.ts';
import { type ErrorsView, FieldErrors, PolicyEditor } from '../components/policy-editor.tsx';
import { navigate, useTitle } from '../router.tsx';
import { useCan, useSession } from '../session.tsx';

interface DraftCandidate {
  key: number;
  id: string;
  name: string;
  agent_profile: string;
  /** Fields the form does not edit, kept as loaded (provider_id, model_id). */
  rest: Record<string, unknown>;
  policy: PolicyDocument;
}
interface Draft {
  id: string;
  name: string;
  automation: 'auto' | 'manual';
  candidates: DraftCandidate[];
}

let keys = 0;
const newCandidate = (n: number): DraftCandidate => ({
  key: ++keys,
  id: `candidate-${n}`,
  name: '',
  agent_profile: '',
  rest: {},
  policy: structuredClone(DEFAULT_POLICY) as PolicyDocument,
});

function draftOf(p: DynamicProfile): Draft {
  return {
    id: p.id,
    name: p.name,
    automation: p.automation,
    candidates: p.candidates.map(({ id, name, agent_profile, policy, ...rest }) => ({
      key: ++keys,
      id,
      name: name ?? '',
      agent_profile,
      rest,
      policy: structuredClone(policy),
    })),
  };
}

/** The body create and update take, exactly what the backend will parse. */
export function inputOf(d: Draft): Record<string, unknown> {
  return {
    id: d.id,
    name: d.name,
    automation: d.automation,
    candidates: d.candidates.map((c) => ({
      id: c.id,
      ...(c.name ? { name: c.name } : {}),
      agent_profile: c.agent_profile || c.id,
      ...c.rest,
      policy: c.policy,
    })),
  };
}

function TextField(props: {
  label: string;
  path: string;
  value: string;
  errors: ErrorsView;
  onChange: (v: string) => void;
  readOnly?: boolean;
  hint?: string;
}) {
  const id = useId();
  const messages = props.errors.of(props.path);
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.path}
        value={props.value}
        readOnly={props.readOnly}
        aria-invalid={messages.length > 0 ? true : undefined}
        aria-describedby={
          [props.hint ? `${id}-hint` : '', messages.length ? `${id}-err` : ''].join(' ').trim() || undefined
        }
        onChange={(e) => {
          props.errors.touch(props.path);
          props.onChange(e.target.value);
        }}
      />
      {props.hint && (
        <span id={`${id}-hint`} className="muted small">
          {props.hint}
        </span>
      )}
      <FieldErrors id={`${id}-err`} messages={messages} />
    </div>
  );
}

export function ProfileEditor({ id }: { id: string | null }) {
  useTitle(id ? `Profile ${id}` : 'New profile');
  const { client } = useSession();
  const canWrite = useCan('profiles.write');
  const [limits, setLimits] = useState<PolicyLimits | null>(null);
  const [version, setVersion] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft | null>(
    id ? null : { id: '', name: '', automation: 'auto', candidates: [newCandidate(1)] },
  );
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error' | 'conflict'; text: string } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const load = async () => {
    if (!id) return;
    try {
      const p = await client.http.getProfile(id);
      setDraft(draftOf(p));
      setVersion(p.version);
      setServerErrors([]);
      setStatus(null);
    } catch (e) {
      setLoadError((e as Error).message);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per profile id
  useEffect(() => {
    client.http.limits().then(setLimits, (e: Error) => setLoadError(e.message));
    // Just created here and moved to its own URL: the draft is already the stored profile.
    if (!(draft && draft.id === id && version !== null)) void load();
  }, [client, id]);

  const clientErrors = useMemo<FieldError[]>(() => {
    if (!draft) return [];
    const parsed = profileInputSchema.safeParse(inputOf(draft));
    return parsed.success ? [] : profileFieldErrors(parsed.error);
  }, [draft]);

  const errors: ErrorsView = {
    of: (path) => [
      ...(submitted || touched.has(path)
        ? clientErrors.filter((e) => e.path === path).map((e) => e.message)
        : []),
      ...serverErrors.filter((e) => e.path === path).map((e) => e.message),
    ],
    touch: (path) => {
      if (!touched.has(path)) setTouched(new Set(touched).add(path));
      if (serverErrors.length) setServerErrors([]);
    },
  };

  if (loadError)
    return (
      <main id="main">
        <h1>Profile</h1>
        <p role="alert">{loadError}</p>
      </main>
    );
  if (!draft || !limits)
    return (
      <main id="main">
        <h1>Profile</h1>
        <p>Loading…</p>
      </main>
    );

  const update = (d: Partial<Draft>) => setDraft({ ...draft, ...d });
  const updateCandidate = (i: number, c: Partial<DraftCandidate>) =>
    update({ candidates: draft.candidates.map((x, j) => (j === i ? { ...x, ...c } : x)) });
  const move = (i: number, by: -1 | 1) => {
    const list = [...draft.candidates];
    const [c] = list.splice(i, 1);
    list.splice(i + by, 0, c!);
    update({ candidates: list });
  };
  const shownPaths = new Set<string>();
  const collect: ErrorsView = {
    of: (p) => {
      shownPaths.add(p);
      return errors.of(p);
    },
    touch: errors.touch,
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setStatus(null);
    if (clientErrors.length > 0) {
      setStatus({ kind: 'error', text: `Not saved: ${clientErrors.length} field(s) need attention.` });
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setSaving(true);
    try {
      const saved =
        id && version !== null
          ? await client.http.updateProfile(id, inputOf(draft), version)
          : await client.http.createProfile(inputOf(draft));
      setVersion(saved.version);
      setDraft(draftOf(saved));
      setServerErrors([]);
      setStatus({ kind: 'ok', text: `Saved ${saved.id} at version ${saved.version}.` });
      if (!id) navigate(`/profiles/${encodeURIComponent(saved.id)}`, true);
    } catch (error) {
      if (error instanceof RecourseHttpError && error.code === 'version_conflict' && id) {
        setStatus({
          kind: 'conflict',
          text: `Someone else saved this profile (now version ${error.currentVersion ?? '?'}) after you opened it (version ${version}). Your changes were not saved.`,
        });
      } else if (error instanceof RecourseHttpError && error.errors.length > 0) {
        setServerErrors(error.errors);
        setStatus({ kind: 'error', text: `Not saved: ${error.message}.` });
      } else setStatus({ kind: 'error', text: `Not saved: ${(error as Error).message}` });
    } finally {
      setSaving(false);
    }
  };

  const body = (
    <>
      <TextField
        label="Profile id"
        path="id"
        value={draft.id}
        errors={collect}
        readOnly={id !== null}
        hint={id ? 'The id cannot change.' : 'Lowercase letters, digits, "-" and "_".'}
        onChange={(v) => update({ id: v })}
      />
      <TextField
        label="Name"
        path="name"
        value={draft.name}
        errors={collect}
        onChange={(v) => update({ name: v })}
      />
      <fieldset>
        <legend>Automation</legend>
        {(['auto', 'manual'] as const).map((a) => (
          <label key={a} className="check">
            <input
              type="radio"
              name="automation"
              value={a}
              checked={draft.automation === a}
              onChange={() => update({ automation: a })}
            />
            {a === 'auto'
              ? 'Automatic: apply each candidate’s policy'
              : 'Manual: every failure waits for a person'}
          </label>
        ))}
      </fieldset>
      <h2>Candidates, tried in order</h2>
      <FieldErrors id="candidates-err" messages={collect.of('candidates')} />
      <ol className="candidates">
        {draft.candidates.map((c, i) => (
          <li key={c.key} className="panel candidate" data-candidate={i}>
            <div className="candidate-head">
              <strong>
                {i + 1}. {c.id || 'new candidate'}
              </strong>
              <div className="buttons">
                <button
                  type="button"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={`Move ${c.id} up`}
                >
                  ↑ Up
                </button>
                <button
                  type="button"
                  disabled={i === draft.candidates.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`Move ${c.id} down`}
                >
                  ↓ Down
                </button>
                <button
                  type="button"
                  disabled={draft.candidates.length <= 1}
                  onClick={() => update({ candidates: draft.candidates.filter((_, j) => j !== i) })}
                  aria-label={`Remove ${c.id}`}
                >
                  Remove
                </button>
              </div>
            </div>
            <TextField
              label="Candidate id"
              path={`candidates.${i}.id`}
              value={c.id}
              errors={collect}
              onChange={(v) => updateCandidate(i, { id: v })}
            />
            <TextField
              label="Name (optional)"
              path={`candidates.${i}.name`}
              value={c.name}
              errors={collect}
              onChange={(v) => updateCandidate(i, { name: v })}
            />
            <TextField
              label="Agent profile"
              path={`candidates.${i}.agent_profile`}
              value={c.agent_profile}
              errors={collect}
              hint="The concrete agent profile an adapter serves; empty means the candidate id."
              onChange={(v) => updateCandidate(i, { agent_profile: v })}
            />
            <details className="policy" open={i === 0 || undefined}>
              <summary>Policy of {c.id || 'this candidate'}</summary>
              <PolicyEditor
                policy={c.policy}
                path={`candidates.${i}.policy`}
                limits={limits.policy}
                errors={collect}
                onChange={(policy) => updateCandidate(i, { policy })}
              />
            </details>
          </li>
        ))}
      </ol>
      <p>
        <button
          type="button"
          disabled={draft.candidates.length >= limits.profile.candidates.max}
          onClick={() =>
            update({ candidates: [...draft.candidates, newCandidate(draft.candidates.length + 1)] })
          }
        >
          Add candidate
        </button>
      </p>
    </>
  );
  const visible = [...clientErrors.filter(() => submitted), ...serverErrors];
  const unplaced = visible.filter((e) => !shownPaths.has(e.path));

  return (
    <main id="main">
      <h1>{id ? `Profile ${id}` : 'New profile'}</h1>
      {version !== null && <p className="muted">Version {version}</p>}
      {!canWrite && <p className="notice">Your role may read profiles but not change them.</p>}
      <form ref={formRef} onSubmit={(e) => void save(e)} noValidate aria-label="Profile">
        <fieldset disabled={!canWrite} className="plain">
          {body}
        </fieldset>
        {unplaced.length > 0 && (
          <ul className="field-error">
            {unplaced.map((e) => (
              <li key={`${e.path}:${e.code}`}>
                {e.path || 'profile'}: {e.message}
              </li>
            ))}
          </ul>
        )}
        {status && (
          <div
            className={`notice ${status.kind}`}
            role={status.kind === 'ok' ? 'status' : 'alert'}
            data-status={status.kind}
          >
            <p>{status.text}</p>
            {status.kind === 'conflict' && (
              <button type="button" onClick={() => void load()}>
                Reload the saved version
              </button>
            )}
          </div>
        )}
        {canWrite && (
          <p className="buttons">
            <button type="submit" disabled={saving} className="primary">
              {id ? 'Save' : 'Create profile'}
            </button>
          </p>
        )}
      </form>
    </main>
  );
}
