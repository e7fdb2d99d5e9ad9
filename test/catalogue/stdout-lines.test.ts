import { describe, expect, it } from 'vitest';
import { outputSignals } from '../../catalogue/extractors/output.ts';

const at = new Date('2026-12-05T06:00:00Z');
const textOf = (text: string): string =>
  outputSignals({ kind: 'output', stream: 'stdout', text }, 0, at)
    .map((s) => s.text ?? '')
    .join(' | ');

describe('stdout error lines', () => {
  it('reads an error line after a spinner glyph', () => {
    expect(textOf('⠙ openai.NotFoundError: Error code: 404')).toContain('NotFoundError');
  });

  it('reads the JSON body the terminal wrapped below an error line, as one line', () => {
    const text = textOf(
      'litellm.RateLimitError: ProviderException - {"error":{"message":"Number of request\ntokens has exceeded your daily limit"}}\nDone.',
    );
    expect(text).toContain('Number of request tokens has exceeded your daily limit');
    expect(text).not.toContain('Done.');
  });

  it('reads a body its error line introduces on the next line', () => {
    const text = textOf(
      'ERROR: BadRequestError: ProviderException -\n{"error":{"message":"credit balance too low"}}',
    );
    expect(text).toContain('credit balance too low');
  });

  it('stops a body that never closes after a bounded number of lines', () => {
    const lines = Array.from({ length: 20 }, (_, k) => `line ${k}`);
    const text = textOf(`Error: {"error": "unclosed\n${lines.join('\n')}`);
    expect(text).toContain('line 7');
    expect(text).not.toContain('line 8');
  });

  it('reads a failure line after a warning glyph, and not the same words without one', () => {
    const notice = 'Agent failed before reply: No API key found for the provider.';
    expect(textOf(`⚠️ ${notice}\n\nUse /login to sign in.\nLogs: see the log file\nDone.`)).toContain(notice);
    expect(textOf(`${notice}\n\nUse /login to sign in.\nLogs: see the log file\nDone.`)).not.toContain(
      notice,
    );
  });

  it('leaves prose after a balanced error line alone', () => {
    expect(textOf('Error: {"code": 500}\nThe build went on.')).not.toContain('build');
  });
});
