/**
 * The class-policy editor of one candidate: separate Transient errors and Hard errors sections,
 * each explaining its class with the catalogue's own codes, every field of the document, the
 * schedule the values imply (policy/preview.ts) and the reset-wait rule. Limits come from the
 * service; errors are the backend's own messages (policy/profile.ts), shown beside each field.
 */
import { useId, useState } from 'react';
import type { PolicyLimits } from '../../../client/index.ts';
import { classPolicySchema } from '../../../policy/document.ts';
import { formatDuration, previewSchedule } from '../../../policy/preview.ts';
import type { ClassPolicy, PolicyDocument } from '../../../policy/types.ts';
import { exampleCodes } from '../wording.ts';

/** Field errors by dotted path, and whether a path should show its error yet. */
export interface ErrorsView {
  of(path: string): string[];
  touch(path: string): void;
}

type Unit = { label: string; seconds: number };
const UNITS: Unit[] = [
  { label: 's', seconds: 1 },
  { label: 'min', seconds: 60 },
  { label: 'h', seconds: 3600 },
  { label: 'd', seconds: 86400 },
];
const UNIT_NAME: Record<string, string> = { s: 'seconds', min: 'minutes', h: 'hours', d: 'days' };

function bestUnit(seconds: unknown, units: Unit[]): Unit {
  if (typeof seconds !== 'number' || seconds <= 0) return units[0]!;
  return [...units].reverse().find((u) => seconds % u.seconds === 0) ?? units[0]!;
}

/** `undefined` for an empty box: the backend then says the field is required. */
function numberOf(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

export function FieldErrors({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <span id={id} className="field-error" data-field-error>
      {messages.join(' ')}
    </span>
  );
}

function NumberField(props: {
  label: string;
  path: string;
  seconds: number | undefined;
  units: Unit[] | null;
  min: number;
  max: number;
  disabled: boolean;
  errors: ErrorsView;
  onChange: (value: number | undefined) => void;
}) {
  const id = useId();
  const [unit, setUnit] = useState<Unit>(() =>
    props.units ? bestUnit(props.seconds, props.units) : UNITS[0]!,
  );
  const factor = props.units ? unit.seconds : 1;
  const shown =
    props.seconds === undefined ? '' : Number.isFinite(props.seconds) ? String(props.seconds / factor) : '';
  const messages = props.errors.of(props.path);
  const range = props.units
    ? `${formatDuration(props.min)} to ${formatDuration(props.max)}`
    : `${props.min} to ${props.max}`;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <div className="with-unit">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          step="any"
          name={props.path}
          value={shown}
          disabled={props.disabled}
          aria-invalid={messages.length > 0 ? true : undefined}
          aria-describedby={`${id}-range${messages.length ? ` ${id}-err` : ''}`}
          onChange={(e) => {
            const n = numberOf(e.target.value);
            props.errors.touch(props.path);
            props.onChange(n === undefined ? undefined : n * factor);
          }}
        />
        {props.units && (
          <select
            aria-label={`${props.label} unit`}
            value={unit.label}
            disabled={props.disabled}
            onChange={(e) => {
              const next = props.units!.find((u) => u.label === e.target.value)!;
              setUnit(next);
              if (props.seconds !== undefined) props.onChange((props.seconds / factor) * next.seconds);
            }}
          >
            {props.units.map((u) => (
              <option key={u.label} value={u.label}>
                {UNIT_NAME[u.label]}
              </option>
            ))}
          </select>
        )}
      </div>
      <span id={`${id}-range`} className="muted small">
        {props.disabled ? 'off' : `allowed ${range}`}
      </span>
      <FieldErrors id={`${id}-err`} messages={messages} />
    </div>
  );
}

function Toggle(props: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  path: string;
  errors: ErrorsView;
}) {
  const id = useId();
  const messages = props.errors.of(props.path);
  return (
    <div className="field">
      <label className="check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={props.path}
          checked={props.checked}
          onChange={(e) => props.onChange(e.target.checked)}
        />
        {props.label}
      </label>
      <FieldErrors id={`${id}-err`} messages={messages} />
    </div>
  );
}

const EXPLAIN = {
  transient: {
    title: 'Transient errors',
    text: 'Failures that usually clear on their own within seconds or minutes: an overloaded or briefly unavailable provider, a short rate limit, a dropped connection. Retrying the same candidate after a pause often succeeds.',
  },
  hard: {
    title: 'Hard errors',
    text: 'Failures that will not clear by retrying soon: credentials refused, a quota or plan used up until a later reset, a model the account cannot use. Waiting for a trusted reset date, or moving on to the next candidate, is what helps; retrying at once does not.',
  },
} as const;

function Schedule({ cls, policy }: { cls: 'transient' | 'hard'; policy: ClassPolicy }) {
  const parsed = classPolicySchema.safeParse(policy);
  if (!parsed.success)
    return <p className="preview muted">The schedule appears once the values above are valid.</p>;
  const doc: PolicyDocument = { version: 1, transient: parsed.data, hard: parsed.data };
  const s = previewSchedule(doc)[cls];
  const outcome = s.on_exhausted === 'skip' ? 'skip to the next candidate' : 'stop for manual recovery';
  const retries =
    s.retry_delays_seconds.length === 0
      ? `No retry: ${outcome} at once`
      : `After ${s.retry_delays_seconds.map(formatDuration).join(', ')}, then ${outcome}`;
  return (
    <div className="preview" data-preview={cls}>
      <p>
        <strong>Schedule:</strong> {retries}
        {s.retry_delays_seconds.length > 0
          ? ` (${formatDuration(s.total_retry_seconds)} of waiting in all).`
          : '.'}
      </p>
      <p>
        {s.max_wait_seconds === null
          ? 'Reset waiting is off: a reset date the provider reports is not waited for.'
          : `Reset waiting applies only to trusted future reset dates within the maximum (${formatDuration(s.max_wait_seconds)}); a date that is later, in the past or not trusted is not waited for, and the retries above apply instead.`}
      </p>
    </div>
  );
}

function ClassSection(props: {
  cls: 'transient' | 'hard';
  policy: ClassPolicy;
  path: string;
  limits: PolicyLimits['policy'];
  errors: ErrorsView;
  onChange: (p: ClassPolicy) => void;
}) {
  const { cls, policy, path, limits, errors } = props;
  const name = useId();
  const set = (p: Partial<ClassPolicy>) => props.onChange({ ...policy, ...p });
  const examples = exampleCodes(cls, 8);
  return (
    <details className="class-section" data-class={cls} open>
      <summary>{EXPLAIN[cls].title}</summary>
      <p>{EXPLAIN[cls].text}</p>
      <p className="small">Examples from the catalogue:</p>
      <ul className="examples small">
        {examples.map((e) => (
          <li key={e.code}>
            {e.summary} <span className="mono muted">{e.code}</span>
          </li>
        ))}
      </ul>
      <fieldset>
        <legend>Same-candidate retry</legend>
        <Toggle
          label="Retry the same candidate"
          path={`${path}.retry.enabled`}
          errors={errors}
          checked={policy.retry.enabled === true}
          onChange={(on) =>
            set({
              retry: on
                ? { enabled: true, max_retries: limits.retry.min, initial_interval_seconds: 5 }
                : { enabled: false, max_retries: 0, initial_interval_seconds: 0 },
            })
          }
        />
        <NumberField
          label="Maximum retries"
          path={`${path}.retry.max_retries`}
          seconds={policy.retry.max_retries}
          units={null}
          min={limits.retry.min}
          max={limits.retry.max}
          disabled={!policy.retry.enabled}
          errors={errors}
          onChange={(v) => set({ retry: { ...policy.retry, max_retries: v as number } })}
        />
        <NumberField
          label="Initial interval"
          path={`${path}.retry.initial_interval_seconds`}
          seconds={policy.retry.initial_interval_seconds}
          units={UNITS.slice(0, 3)}
          min={limits.initialIntervalSeconds.min}
          max={limits.initialIntervalSeconds.max}
          disabled={!policy.retry.enabled}
          errors={errors}
          onChange={(v) => set({ retry: { ...policy.retry, initial_interval_seconds: v as number } })}
        />
      </fieldset>
      <fieldset>
        <legend>Reset wait</legend>
        <Toggle
          label="Wait for a trusted reset date"
          path={`${path}.wait_for_reset.enabled`}
          errors={errors}
          checked={policy.wait_for_reset.enabled === true}
          onChange={(on) =>
            set({
              wait_for_reset: on
                ? { enabled: true, max_wait_seconds: 300 }
                : { enabled: false, max_wait_seconds: 0 },
            })
          }
        />
        <NumberField
          label="Maximum wait"
          path={`${path}.wait_for_reset.max_wait_seconds`}
          seconds={policy.wait_for_reset.max_wait_seconds}
          units={UNITS}
          min={limits.waitSeconds.min}
          max={limits.waitSeconds.max}
          disabled={!policy.wait_for_reset.enabled}
          errors={errors}
          onChange={(v) =>
            set({ wait_for_reset: { ...policy.wait_for_reset, max_wait_seconds: v as number } })
          }
        />
      </fieldset>
      <fieldset>
        <legend>When recovery is exhausted</legend>
        {(['skip', 'stop'] as const).map((o) => (
          <label key={o} className="check">
            <input
              type="radio"
              name={name}
              value={o}
              checked={policy.on_exhausted === o}
              onChange={() => set({ on_exhausted: o })}
            />
            {o === 'skip' ? 'Skip candidate (try the next one)' : 'Stop (wait for a person)'}
          </label>
        ))}
        <FieldErrors id={`${name}-err`} messages={errors.of(`${path}.on_exhausted`)} />
      </fieldset>
      <Schedule cls={cls} policy={policy} />
    </details>
  );
}

export function PolicyEditor(props: {
  policy: PolicyDocument;
  path: string;
  limits: PolicyLimits['policy'];
  errors: ErrorsView;
  onChange: (doc: PolicyDocument) => void;
}) {
  return (
    <div className="policy-editor">
      {(['transient', 'hard'] as const).map((cls) => (
        <ClassSection
          key={cls}
          cls={cls}
          policy={props.policy[cls]}
          path={`${props.path}.${cls}`}
          limits={props.limits}
          errors={props.errors}
          onChange={(p) => props.onChange({ ...props.policy, [cls]: p })}
        />
      ))}
    </div>
  );
}
