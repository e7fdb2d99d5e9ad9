/**
 * A redaction runs only when one of its needles occurs in the lowercased text: the needles must be
 * literals every match of its pattern contains, or a secret would pass unredacted.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEnvelope } from '../../catalogue/classify.ts';
import { extractSignals } from '../../catalogue/extractors/index.ts';
import { loadFixtures } from '../../catalogue/fixtures.ts';
import { REDACTIONS } from '../../catalogue/sanitize.ts';
import { loadCorpus } from './corpus.ts';

/**
 * Known gap, kept as it is: the named-id rule's needles are `id` and `cf-ray`, but its names include
 * `project number`, which holds no `id`; such a value (`project_number:681255809395`) is left to the
 * rules after it (`consumer '…'`, `project …`).
 */
const PROJECT_NUMBER = /^project[_ -]?number/i;

function screenHolds(text: string): void {
  const low = text.toLowerCase();
  for (const { re, needs, also } of REDACTIONS) {
    // The screen lets the rule run: one of its needles, and one of its second needles if it has them.
    if ((!needs || needs.some((n) => low.includes(n))) && (!also || also.some((n) => low.includes(n))))
      continue;
    re.lastIndex = 0;
    const hit = re.test(text);
    re.lastIndex = 0;
    if (!hit) continue;
    for (const m of text.matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`))) {
      expect(PROJECT_NUMBER.test(m[0]), `${re.source.slice(0, 60)} on ${text.slice(0, 80)}`).toBe(true);
    }
  }
}

describe('the needles in front of each redaction', () => {
  // In parts of a few thousand samples: the corpus grows each round, and one test over all of it
  // outgrew the per-test time limit on a loaded machine.
  const samples = [...loadFixtures(), ...loadCorpus()];
  const PART = 3000;
  const parts = Array.from({ length: Math.ceil(samples.length / PART) }, (_, i) => i);

  it.each(parts)('never hide a match on any fixture or corpus text (part %i)', (part) => {
    for (const s of samples.slice(part * PART, (part + 1) * PART)) {
      for (const signal of extractSignals(parseEnvelope(s.envelope)))
        for (const f of signal.excerpt) screenHolds(f);
      for (const secret of s.expected.must_not_leak) screenHolds(secret);
    }
  });

  it('never hide a match on generated identifiers in text', () => {
    const hex = fc.constantFrom(...'0123456789abcdefABCDEF');
    const hexRun = (n: number) => fc.array(hex, { minLength: n, maxLength: n }).map((a) => a.join(''));
    const uuid = fc.tuple(hexRun(8), hexRun(4), hexRun(4), hexRun(4), hexRun(12)).map((p) => p.join('-'));
    const ip = fc
      .array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 })
      .map((a) => a.join('.'));
    const prefixed = fc
      .tuple(
        fc.constantFrom('org', 'proj', 'req', 'sess', 'ws', 'chatcmpl', 'toolu', 'Org'),
        fc.constantFrom('-', '_'),
      )
      .chain(([p, sep]) => fc.string({ minLength: 6, maxLength: 12 }).map((t) => `${p}${sep}A1${t}`));
    // Named ids and weak secret names, in the spellings their patterns allow.
    const named = fc
      .tuple(
        fc.constantFrom(
          'Request-Id',
          'x-request-id',
          'REQ_ID',
          'traceId',
          'span id',
          'Correlation-ID',
          'sessionId',
          'conversation_id',
          'thread id',
          'workspace-id',
          'Organisation ID',
          'project_id',
          'project number',
          'AccountId',
          'user_id',
          'org-id',
          'customer id',
          'tenant_id',
          'subscription-id',
          'deviceId',
          'client_id',
          'event_id',
          'installation id',
          'cf-ray',
          'key',
          'Token',
          'sig',
          'signature',
          'AUTH',
          'pass',
        ),
        fc.constantFrom('=', ': ', '":"', '\\":\\"', "'", '#', ' ', ''),
        fc.string({ maxLength: 6 }),
      )
      .map(([n, sep, v]) => `${n}${sep}${v}7${v}`);
    // IPv6 addresses of eight groups, one to four hex digits each, in either case.
    const group = fc.integer({ min: 1, max: 4 }).chain((n) => hexRun(n));
    const ipv6 = fc.array(group, { minLength: 8, maxLength: 8 }).map((g) => g.join(':'));
    const digits = (min: number, max: number) =>
      fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((a) => a.join(''));
    const of = (chars: string, min: number, max: number) =>
      fc.array(fc.constantFrom(...chars), { minLength: min, maxLength: max }).map((a) => a.join(''));
    // A mobile number after each word that names it, in every case the pattern's `iu` allows.
    const phone = fc
      .tuple(
        fc.constantFrom(
          '手机号',
          '手机',
          '电话',
          '联系',
          '号码',
          '微信',
          'tel',
          'TEL',
          'Tel',
          'phone',
          'Phone',
          'mobile',
          'MOBILE',
          'WhatsApp',
          'whatsapp',
          'WHATſAPP',
        ),
        fc.constantFrom(': ', '：', ' ', '=', ' number ', ''),
        fc.constantFrom(...'3456789'),
        digits(9, 9),
      )
      .map(([name, sep, second, rest]) => `${name}${sep}1${second}${rest}`);
    // Hex ids bare, after `#` and in brackets; record keys of capitals; decimal ids.
    const hexId = fc
      .tuple(fc.constantFrom('', '#', '['), of('0123456789abcdef', 6, 19), fc.constantFrom('', ']'))
      .map(([open, id, close]) => `${open}${id}${close}`);
    const upperHexId = of('0123456789ABCDEFabcdef', 8, 19).map((id) => `#${id}`);
    const recordKey = of('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 8, 16);
    const decimalId = digits(16, 19);
    // A Cloud project's generated id.
    const projectId = fc
      .tuple(of('abcdefghijklmnopqrstuvwxyz', 3, 12), of('abcdefghijklmnopqrstuvwxyz', 3, 12), digits(6, 12))
      .map(([a, b, n]) => (n.length === 6 ? `${a}-${b}-${n}` : `gen-lang-client-${n}`));
    // A syslog line's host.
    const syslog = fc
      .tuple(
        fc.constantFrom('Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'),
        fc.constantFrom(' 7', '07', '23'),
        digits(2, 2),
      )
      .map(([month, day, mm]) => `${month} ${day} 04:${mm}:55 build-07.example.com ollama[1408]: up`);
    // Hosts named for an environment or a serving stack, an Ollama path, a bucket's URI.
    const envHost = fc
      .tuple(
        fc.constantFrom('http', 'HTTPS'),
        fc.constantFrom('', 'api.', 'opik-'),
        fc.constantFrom(
          'dev',
          'DEV',
          'ddrcdev',
          'prod',
          'Prod',
          'staging',
          'Stage',
          'STG',
          'uat',
          'qa',
          'QA',
          'sandbox',
          'preprod',
          'internal',
          'Intra',
          'corp',
        ),
        fc.constantFrom('', '2'),
        fc.constantFrom('.', '-'),
      )
      .map(([scheme, pre, env, n, sep]) => `${scheme}://${pre}${env}${n}${sep}acme.example.org/v1`);
    const modelHost = fc
      .tuple(
        fc.constantFrom('http', 'https'),
        fc.constantFrom(
          'vllm',
          'VLLM',
          'ollama',
          'Ollama',
          'llamacpp',
          'llama-cpp',
          'lmstudio',
          'sglang',
          'TGI',
          'comfy',
          'ComfyUI',
          'localai',
        ),
        fc.constantFrom('', ':11434'),
        fc.constantFrom('/v1', '/API/Generate', '/api/tags'),
      )
      .map(
        ([scheme, stack, port, path]) =>
          `${scheme}://${stack}.gpu.example.net${port}${path} ${scheme}://chat.example.com${port}${path}`,
      );
    const bucket = fc
      .tuple(
        fc.constantFrom(
          's3',
          'S3A',
          's3n',
          'gs',
          'GS',
          'az',
          'abfs',
          'ABFSS',
          'wasb',
          'wasbs',
          'oss',
          'cos',
          'r2',
          'B2',
          'https://Storage.GoogleApis.com/',
          'https://storage.cloud.google.com/',
        ),
        fc.constantFrom('acme-prod-data', 'c@acct'),
      )
      .map(([scheme, name]) => (scheme.includes('/') ? `${scheme}${name}/x` : `${scheme}://${name}/x`));
    const word = fc.oneof(
      envHost,
      modelHost,
      bucket,
      uuid,
      ip,
      ipv6,
      prefixed,
      named,
      phone,
      hexId,
      upperHexId,
      recordKey,
      decimalId,
      projectId,
      syslog,
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 5 }), (parts) => screenHolds(parts.join(' '))),
      { numRuns: 500 },
    );
  });
});
