/**
 * `recourse profiles`: manage dynamic profiles on a running service.
 *
 *   recourse profiles list [--json]
 *   recourse profiles get ID
 *   recourse profiles apply FILE|- [--expected-version N]
 *   recourse profiles validate FILE|-          (local; no service needed)
 *   recourse profiles delete ID --expected-version N [--stop-routes]
 */
import { type DynamicProfile, parseProfileInput } from '../../policy/profile.ts';
import type { InvalidProfile } from '../../server/profiles.ts';
import { ValidationError } from '../../validation/field-errors.ts';
import { type GroupSpec, parseGroup, REMOTE_OPTIONS } from '../args.ts';
import { ApiError, clientConfig, createClient, reportFailure } from '../client.ts';
import { CLI, type CliIo, EXIT, printFieldErrors, readInputOrSay } from '../io.ts';

const EXPECTED = {
  type: 'string',
  value: 'N',
  description: 'the version you read (`profiles get ID`); a newer one is rejected',
} as const;

export const GROUP = {
  name: 'profiles',
  summary: 'Manage the dynamic profiles of a running Recourse service.',
  details:
    'A profile file is JSON: { "id", "name", "candidates": [{ "id", "agent_profile"?, "policy"? }],\n' +
    '"automation"? }. A candidate\'s policy is a version-1 class-policy document or a legacy shape\n' +
    '("try_next", "stop", "retry_same", { "default", "per_code" }); see docs/policy.md.',
  common: REMOTE_OPTIONS,
  subcommands: [
    {
      name: 'profiles list',
      arity: [0, 0],
      summary: 'Profiles with their version and candidates.',
      options: { json: { type: 'boolean', description: 'print the profiles as JSON' }, ...REMOTE_OPTIONS },
    },
    {
      name: 'profiles get',
      args: 'ID',
      arity: [1, 1],
      summary: 'One profile as JSON, policies normalized.',
      options: { ...REMOTE_OPTIONS },
    },
    {
      name: 'profiles apply',
      args: 'FILE|-',
      arity: [1, 1],
      summary: 'Create the profile, or update it (at N, the file\'s "version", or the current one).',
      details:
        'Updates at --expected-version N, or at the file\'s "version" (a file saved from\n' +
        '`profiles get`), or else at the current version; a newer one is rejected.',
      options: { 'expected-version': EXPECTED, ...REMOTE_OPTIONS },
      exits: 'Exit codes: 0 done, 2 bad input (invalid file, rejected fields), 1 failure.',
    },
    {
      name: 'profiles validate',
      args: 'FILE|-',
      arity: [1, 1],
      summary: 'Check a profile file locally (no service needed) and print it normalized.',
      options: {},
      exits: 'Exit codes: 0 valid, 2 invalid (field errors on stderr).',
    },
    {
      name: 'profiles delete',
      args: 'ID',
      arity: [1, 1],
      summary: 'Delete a profile no live route uses, at --expected-version N.',
      options: {
        'expected-version': { ...EXPECTED, required: true },
        'stop-routes': {
          type: 'boolean',
          description: 'stop its live routes first (refused while any has an attempt in flight)',
        },
        ...REMOTE_OPTIONS,
      },
    },
  ],
  exits: 'Exit codes: 0 done, 2 bad input (invalid file, rejected fields), 1 failure.',
} as const satisfies GroupSpec;

function parseJson(text: string, source: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ValidationError(
      [
        {
          path: '',
          code: 'invalid_json',
          message: `${source} is not valid JSON (${(error as Error).message})`,
        },
      ],
      'profile',
    );
  }
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const found = parseGroup(GROUP, args, io);
  if (typeof found === 'number') return found;
  const { sub, parsed } = found;
  const flags = parsed.values;
  const arg = parsed.positionals[0];
  const bad = (message: string): number => {
    io.err(`recourse profiles ${sub}: ${message}\nRun \`${CLI} profiles ${sub} --help\` for usage.`);
    return EXIT.badInput;
  };
  const expectedFlag = flags['expected-version'];
  if (expectedFlag !== undefined && (typeof expectedFlag !== 'string' || !/^[1-9]\d*$/.test(expectedFlag))) {
    return bad('--expected-version is an integer >= 1');
  }
  if (sub === 'delete' && expectedFlag === undefined)
    return bad(`give --expected-version N (see \`${CLI} profiles get ID\`)`);

  let document: unknown;
  let fileVersion: number | null = null;
  if (sub === 'apply' || sub === 'validate') {
    const text = await readInputOrSay(arg!, io, `profiles ${sub}`);
    if (text === null) return EXIT.badInput;
    try {
      document = parseJson(text, arg === '-' ? 'standard input' : arg!);
      // A file saved from `profiles get` carries the version it was read at: apply at that version.
      if (
        document !== null &&
        typeof document === 'object' &&
        !Array.isArray(document) &&
        'version' in document
      ) {
        const { version, ...rest } = document as Record<string, unknown>;
        if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
          printFieldErrors(io, [
            {
              path: 'version',
              code: 'invalid_type',
              message: 'version is the integer the profile was read at',
            },
          ]);
          return EXIT.badInput;
        }
        fileVersion = version;
        document = rest;
      }
      const normalized = parseProfileInput(document);
      if (sub === 'validate') {
        io.out(JSON.stringify(normalized, null, 2));
        return EXIT.ok;
      }
    } catch (error) {
      if (error instanceof ValidationError) {
        printFieldErrors(io, error.errors);
        return EXIT.badInput;
      }
      throw error;
    }
  }

  const config = clientConfig(flags, io.env);
  if (typeof config === 'string') return bad(config);
  const client = createClient(config);
  try {
    switch (sub) {
      case 'list': {
        const listed = (
          await client.request<{ profiles: DynamicProfile[]; invalid_profiles?: InvalidProfile[] }>(
            'GET',
            '/v1/profiles',
          )
        ).body;
        const { profiles } = listed;
        const invalid = listed.invalid_profiles ?? [];
        // JSON: the valid profiles, then each invalid one (marked `status: "invalid"`).
        if (flags['json']) io.out(JSON.stringify([...profiles, ...invalid], null, 2));
        else if (profiles.length === 0 && invalid.length === 0) io.out('No profiles.');
        else {
          for (const p of profiles) {
            io.out(
              `${p.id}  v${p.version}  ${p.automation}  ${p.name}  candidates: ${p.candidates.map((c) => c.id).join(' → ')}`,
            );
          }
          for (const p of invalid) {
            io.out(`${p.id}  v${p.version}  INVALID  ${p.message}`);
            for (const e of p.errors) io.out(`    ${e.path || '(root)'}: ${e.message} [${e.code}]`);
          }
        }
        return EXIT.ok;
      }
      case 'get': {
        const { body } = await client.request<DynamicProfile>(
          'GET',
          `/v1/profiles/${encodeURIComponent(arg!)}`,
        );
        io.out(JSON.stringify(body, null, 2));
        return EXIT.ok;
      }
      case 'apply': {
        const id = (document as { id: string }).id;
        let current: { version: number } | null = null;
        try {
          current = (await client.request<DynamicProfile>('GET', `/v1/profiles/${encodeURIComponent(id)}`))
            .body;
        } catch (error) {
          // A stored profile that fails validation is replaced at its version, like any other.
          if (error instanceof ApiError && error.code === 'profile_invalid') {
            const version = (error.body as { error?: { current_version?: number } }).error?.current_version;
            if (typeof version === 'number') current = { version };
            else throw error;
          } else if (!(error instanceof ApiError && error.status === 404)) throw error;
        }
        const { body } = current
          ? await client.request<DynamicProfile>('PUT', `/v1/profiles/${encodeURIComponent(id)}`, {
              body: document,
              headers: { 'if-match': `"${expectedFlag ?? fileVersion ?? current.version}"` },
            })
          : await client.request<DynamicProfile>('POST', '/v1/profiles', { body: document });
        // An update answered at the version it was sent at wrote nothing: the document was identical.
        const sentAt = current ? Number(expectedFlag ?? fileVersion ?? current.version) : null;
        io.out(
          current && body.version === sentAt
            ? `unchanged profile ${body.id} at version ${body.version}`
            : `${current ? 'updated' : 'created'} profile ${body.id} at version ${body.version}`,
        );
        return EXIT.ok;
      }
      case 'delete': {
        const stop = flags['stop-routes'] === true;
        const { body } = await client.request<{ stopped_routes?: number } | null>(
          'DELETE',
          `/v1/profiles/${encodeURIComponent(arg!)}${stop ? '?stop_routes=true' : ''}`,
          { headers: { 'if-match': `"${expectedFlag}"` } },
        );
        const stopped = body?.stopped_routes ?? 0;
        io.out(
          `deleted profile ${arg}${stop ? ` (stopped ${stopped} live route${stopped === 1 ? '' : 's'})` : ''}`,
        );
        return EXIT.ok;
      }
    }
    return EXIT.failure;
  } catch (error) {
    return reportFailure(io, `profiles ${sub}`, error);
  }
}
