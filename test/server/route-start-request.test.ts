/**
 * The route start request's task fields fail with messages a person can act on: the service answers
 * them and the console's start form shows the same ones beside each field (test/web/).
 */
import { describe, expect, it } from 'vitest';
import { TASK_LIMITS } from '../../machines/route.types.ts';
import { routeStartRequestSchema } from '../../server/protocol.ts';
import { fromZodError } from '../../validation/field-errors.ts';

function errorsOf(task: unknown) {
  const parsed = routeStartRequestSchema.safeParse({ profile_id: 'coding', caller: 'kanban', task });
  expect(parsed.success).toBe(false);
  return fromZodError(parsed.error!).map(({ path, code, message }) => ({ path, code, message }));
}

describe('route start task fields', () => {
  it('says what an empty prompt and an empty working directory need', () => {
    expect(errorsOf({ prompt: '', cwd: '' })).toEqual([
      {
        path: 'task.prompt',
        code: 'too_small',
        message: 'the prompt is empty: say what the agent should do',
      },
      {
        path: 'task.cwd',
        code: 'too_small',
        message: 'the working directory is empty: give the directory the agent works in',
      },
    ]);
  });

  it('names the bound an oversized prompt, directory or metadata value broke', () => {
    const errors = errorsOf({
      prompt: 'x'.repeat(TASK_LIMITS.promptChars + 1),
      cwd: '/'.repeat(TASK_LIMITS.cwdChars + 1),
      metadata: { ticket: 'v'.repeat(TASK_LIMITS.metadataValueChars + 1) },
    });
    expect(errors.map((e) => [e.path, e.message])).toEqual([
      ['task.prompt', 'the prompt is longer than 32768 characters'],
      ['task.cwd', 'the working directory is longer than 4096 characters'],
      ['task.metadata.ticket', 'a metadata value is at most 1024 characters'],
    ]);
  });

  it('addresses a bad metadata key by the key itself, and counts the keys', () => {
    const long = 'k'.repeat(TASK_LIMITS.metadataKeyChars + 1);
    expect(errorsOf({ prompt: 'p', cwd: '/', metadata: { [long]: 'v' } })).toEqual([
      { path: `task.metadata.${long}`, code: 'invalid_key', message: 'a metadata key is 1..64 characters' },
    ]);
    const many = Object.fromEntries(
      Array.from({ length: TASK_LIMITS.metadataKeys + 1 }, (_, i) => [`k${i}`, 'v']),
    );
    expect(errorsOf({ prompt: 'p', cwd: '/', metadata: many })).toEqual([
      { path: 'task.metadata', code: 'custom', message: 'at most 32 metadata keys' },
    ]);
  });
});
