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
import { ApiError, clientConfig, createClient, reportFailure } from '../client.ts';
import { type CliIo, EXIT, parseArgs, printFieldErrors, readInput } from '../io.ts';

export const HELP = `Usage: recourse profiles <subcommand> [options]

Manage the dynamic profiles of a running Recourse service.

Subcommands:
  list [--json]                            profiles with their version and candidates
  get ID                                   one profile as JSON, policies normalized
  apply FILE|- [--expected-version N]      create the profile, or update it at N, or at the file's
                                           "version" (a file saved from \`profiles get\`), or else at
                                           the current version; a newer one is rejected
  validate FILE|-                          check a profile file locally and print it normalized
  delete ID --expected-version N [--stop-routes]
                                           delete a profile no live route uses; with
                                           --stop-routes, stop its live routes first (refused
                                           while any has an attempt in flight)

A profile file is JSON: { "id", "name", "candidates": [{ "id", "agent_profile"?, "policy"? }],
"automation"? }. A candidate's policy is a version-1 class-policy document or a legacy shape
("try_next", "stop", "retry_same", { "default", "per_code" }); see docs/policy.md.

Options:
  --url URL      service URL (or RECOURSE_URL; default http://127.0.0.1:8787)
  --token TOKEN  access token (or RECOURSE_TOKEN)

Exit codes: 0 done, 2 bad input (invalid file, rejected fields), 1 failure.`;

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
  const { flags, positionals } = parseArgs(args, ['json', 'stop-routes']);
  const [sub, arg] = positionals;
  if (flags['help'] || !sub) {
    io.out(HELP);
    return flags['help'] ? EXIT.ok : EXIT.badInput;
  }
  const bad = (message: string): number => {
    io.err(`recourse profiles ${sub}: ${message}\nRun \`recourse profiles --help\` for usage.`);
    return EXIT.badInput;
  };
  const known = ['list', 'get', 'apply', 'validate', 'delete'];
  if (!known.includes(sub)) return bad(`unknown subcommand; use one of ${known.join(', ')}`);
  if (sub !== 'list' && !arg)
    return bad(sub === 'apply' || sub === 'validate' ? 'name the FILE (or -)' : 'name the profile ID');
  const expectedFlag = flags['expected-version'];
  if (expectedFlag !== undefined && (typeof expectedFlag !== 'string' || !/^[1-9]\d*$/.test(expectedFlag))) {
    return bad('--expected-version is an integer >= 1');
  }
  if (sub === 'delete' && expectedFlag === undefined)
    return bad('give --expected-version N (see `profiles get ID`)');

  let document: unknown;
  let fileVersion: number | null = null;
  if (sub === 'apply' || sub === 'validate') {
    let text: string;
    try {
      text = await readInput(arg!, io);
    } catch (error) {
      return bad(`cannot read ${arg}: ${(error as Error).message}`);
    }
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
