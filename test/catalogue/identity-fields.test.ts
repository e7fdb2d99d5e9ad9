import { describe, expect, it } from 'vitest';
import { classify, parseEnvelope } from '../../catalogue/classify.ts';

const T0 = '2026-12-05T10:00:00Z';

function modelIdOut(modelId: string): string | null {
  const envelope = parseEnvelope({
    observed_at: T0,
    model_id: modelId,
    evidence: [{ kind: 'http', status: 429, headers: {}, body: { error: { message: 'slow down' } } }],
  });
  return classify(envelope).model_id;
}

describe("the classification's model id", () => {
  it('keeps an ordinary model id as the envelope gave it', () => {
    expect(modelIdOut('gpt-4o-mini-2024-07-18')).toBe('gpt-4o-mini-2024-07-18');
    expect(modelIdOut('anthropic/claude-sonnet-4')).toBe('anthropic/claude-sonnet-4');
  });

  it('keeps only the base model of a fine-tuned id, which names the organization that trained it', () => {
    expect(modelIdOut('ft:gpt-4o-mini-2024-07-18:northwind-labs:triage:AbC12dEf')).toBe(
      'gpt-4o-mini-2024-07-18',
    );
    expect(modelIdOut('ft:gpt-3.5-turbo-0613:northwind::7qqjIosa')).toBe('gpt-3.5-turbo-0613');
    expect(modelIdOut('curie:ft-northwind-2022-09-26-01-07-30')).toBe('curie');
  });

  it('drops an Azure deployment its owner named, keeps one named after its model', () => {
    expect(modelIdOut('azure/gpt-5.1-northwind')).toBeNull();
    expect(modelIdOut('azure/gpt-4o-2024-11-20')).toBe('azure/gpt-4o-2024-11-20');
  });

  it("drops a model id that holds an identifier the excerpt would hide (an ARN's AWS account)", () => {
    expect(
      modelIdOut('arn:aws:bedrock:us-east-2:210987654321:inference-profile/us.amazon.nova-pro-v1:0'),
    ).toBeNull();
    expect(modelIdOut('anthropic.claude-3-5-sonnet-20240620-v1:0')).toBe(
      'anthropic.claude-3-5-sonnet-20240620-v1:0',
    );
  });

  it('drops a model id with characters no model id has', () => {
    expect(modelIdOut('gpt-4o mini; rm -rf')).toBeNull();
  });
});
