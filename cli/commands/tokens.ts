/**
 * `recourse tokens`: manage the access tokens of a running service (admin tokens only).
 *
 *   recourse tokens list [--json]
 *   recourse tokens create ROLE [--name N] [--json]
 *   recourse tokens revoke ID
 *   recourse tokens recover-admin [--data-dir DIR] [--name N]   (on the host, no service needed)
 */
import { resolve } from 'node:path';
import type { z } from 'zod';
import { ROLES } from '../../server/permissions.ts';
import { tokenCreateRequestSchema, type tokenCreateResponseSchema } from '../../server/protocol.ts';
import { recoverAdminToken, TokenFileError } from '../../server/tokens.ts';
import { type GroupSpec, parseGroup, REMOTE_OPTIONS } from '../args.ts';
import { clientConfig, createClient, reportFailure } from '../client.ts';
import { CLI, type CliIo, EXIT, printFieldErrors } from '../io.ts';

export const GROUP = {
  name: 'tokens',
  summary: 'Manage the access tokens of a running Recourse service. Needs an admin token.',
  common: REMOTE_OPTIONS,
  subcommands: [
    {
      name: 'tokens list',
      arity: [0, 0],
      summary: 'Tokens with their id, role, name and creation time (never the token).',
      options: {
        json: { type: 'boolean', description: "print the service's JSON answer" },
        ...REMOTE_OPTIONS,
      },
    },
    {
      name: 'tokens create',
      args: 'ROLE',
      arity: [1, 1],
      summary: `Mint a token of ROLE (${ROLES.join(', ')}); printed once, alone on standard output.`,
      details: "Only the token's hash is kept; its id and role go to standard error.",
      options: {
        name: { type: 'string', value: 'N', description: 'label of the new token (default: the role)' },
        json: { type: 'boolean', description: "print the service's JSON answer" },
        ...REMOTE_OPTIONS,
      },
      exits: 'Exit codes: 0 done, 2 bad input (unknown role, invalid name), 1 failure.',
    },
    {
      name: 'tokens revoke',
      args: 'ID',
      arity: [1, 1],
      summary: 'Revoke a token; its open WebSockets close (the only admin token cannot be revoked).',
      options: { ...REMOTE_OPTIONS },
    },
    {
      name: 'tokens recover-admin',
      arity: [0, 0],
      summary: "On the service's host, with it stopped: add an admin token to DIR/tokens.json.",
      details:
        'Writes the token into the data directory directly (no URL or token needed) and prints it\n' +
        'once; use it when no admin token is left or known. A running service reads the file only\n' +
        'at start.',
      options: {
        'data-dir': {
          type: 'string',
          value: 'DIR',
          description: "the service's data directory (or RECOURSE_DATA_DIR; default ./data)",
        },
        name: {
          type: 'string',
          value: 'N',
          description: 'label of the new token (default: recovered admin)',
        },
      },
      exits: 'Exit codes: 0 done, 2 bad input, 1 failure (the tokens file cannot be read or written).',
    },
  ],
  exits: 'Exit codes: 0 done, 2 bad input (unknown role, invalid name), 1 failure.',
} as const satisfies GroupSpec;

type TokenCreated = z.output<typeof tokenCreateResponseSchema>;
interface TokenListed {
  id: string;
  role: string;
  label: string;
  created_at: string;
}

/** Token ids as the service mints them; anything else is refused before any request. */
const TOKEN_ID = /^[A-Za-z0-9_-]{1,100}$/;

export async function run(args: string[], io: CliIo): Promise<number> {
  const found = parseGroup(GROUP, args, io);
  if (typeof found === 'number') return found;
  const { sub } = found;
  const flags = found.parsed.values;
  const arg = found.parsed.positionals[0];
  const bad = (message: string): number => {
    io.err(`recourse tokens ${sub}: ${message}\nRun \`${CLI} tokens ${sub} --help\` for usage.`);
    return EXIT.badInput;
  };
  if (sub === 'recover-admin') return recoverAdmin(flags, io, bad);

  let createBody: z.output<typeof tokenCreateRequestSchema> | null = null;
  if (sub === 'create') {
    const name = flags['name'];
    const parsed = tokenCreateRequestSchema.safeParse({ role: arg, label: name ?? arg });
    if (!parsed.success) {
      printFieldErrors(
        io,
        parsed.error.issues.map((issue) =>
          issue.path[0] === 'label'
            ? { path: '--name', code: issue.code, message: 'the name is 1 to 200 characters' }
            : { path: 'ROLE', code: issue.code, message: 'unknown role', allowed: ROLES.join(', ') },
        ),
      );
      return EXIT.badInput;
    }
    createBody = parsed.data;
  }
  if (sub === 'revoke') {
    if (!arg || !TOKEN_ID.test(arg)) return bad(`"${arg}" is not a token id (see \`${CLI} tokens list\`)`);
  }

  const config = clientConfig(flags, io.env);
  if (typeof config === 'string') return bad(config);
  const client = createClient(config);
  try {
    switch (sub) {
      case 'list': {
        const { tokens } = (await client.request<{ tokens: TokenListed[] }>('GET', '/v1/tokens')).body;
        if (flags['json']) io.out(JSON.stringify(tokens, null, 2));
        else for (const k of tokens) io.out(`${k.id}  ${k.role}  ${k.created_at}  ${k.label}`);
        return EXIT.ok;
      }
      case 'create': {
        const { body } = await client.request<TokenCreated>('POST', '/v1/tokens', { body: createBody });
        if (flags['json']) io.out(JSON.stringify(body, null, 2));
        else {
          io.out(body.token);
          io.err(
            `created ${body.role} token ${body.id} ("${body.label}"); keep it now: it is not shown again`,
          );
        }
        return EXIT.ok;
      }
      case 'revoke': {
        await client.request('DELETE', `/v1/tokens/${encodeURIComponent(arg!)}`);
        io.out(`revoked token ${arg}`);
        return EXIT.ok;
      }
    }
    return EXIT.failure;
  } catch (error) {
    return reportFailure(io, `tokens ${sub}`, error);
  }
}

/** `recover-admin`: mints an admin token straight into the data directory's tokens file. */
async function recoverAdmin(
  flags: Record<string, string | boolean | undefined>,
  io: CliIo,
  bad: (message: string) => number,
): Promise<number> {
  const dirFlag = flags['data-dir'];
  const name = flags['name'];
  if (typeof dirFlag === 'boolean') return bad('--data-dir takes a directory');
  if (typeof name === 'boolean' || (name !== undefined && (name.length < 1 || name.length > 200)))
    return bad('--name takes a name of 1 to 200 characters');
  const dir = resolve(dirFlag ?? io.env['RECOURSE_DATA_DIR'] ?? './data');
  try {
    const { token, record, file } = await recoverAdminToken(dir, name ?? 'recovered admin');
    io.out(token);
    io.err(
      `added admin token ${record.id} to ${file}; keep it now: it is not shown again. ` +
        'A running service reads this file only at start: (re)start it to use the token.',
    );
    return EXIT.ok;
  } catch (error) {
    if (error instanceof TokenFileError) {
      io.err(`recourse tokens recover-admin: ${error.message}`);
      return EXIT.failure;
    }
    throw error;
  }
}
