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
import { clientConfig, createClient, reportFailure } from '../client.ts';
import { type CliIo, EXIT, parseArgs, printFieldErrors } from '../io.ts';

export const HELP = `Usage: recourse tokens <subcommand> [options]

Manage the access tokens of a running Recourse service. Needs an admin token.

Subcommands:
  list [--json]                    tokens with their id, role, name and creation time (never the token)
  create ROLE [--name N] [--json]  mint a token of ROLE (${ROLES.join(', ')}); the token is
                                   printed once, alone on standard output; only its hash is kept
  revoke ID                        revoke a token; its open WebSockets close (the only admin
                                   token cannot be revoked)
  recover-admin [--data-dir DIR] [--name N]
                                   on the service's host, with the service stopped: add an admin
                                   token to DIR/tokens.json directly (no URL or token needed) and
                                   print it once; use it when no admin token is left or known

Options:
  --name N       label of the new token (default: the role)
  --data-dir DIR recover-admin: the service's data directory (or RECOURSE_DATA_DIR; default ./data)
  --json         print the service's JSON answer
  --url URL      service URL (or RECOURSE_URL; default http://127.0.0.1:8787)
  --token TOKEN  access token (or RECOURSE_TOKEN)

Exit codes: 0 done, 2 bad input (unknown role, invalid name), 1 failure.`;

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
  const { flags, positionals } = parseArgs(args, ['json']);
  const [sub, arg, ...extra] = positionals;
  if (flags['help'] || !sub) {
    io.out(HELP);
    return flags['help'] ? EXIT.ok : EXIT.badInput;
  }
  const bad = (message: string): number => {
    io.err(`recourse tokens ${sub}: ${message}\nRun \`recourse tokens --help\` for usage.`);
    return EXIT.badInput;
  };
  const known = ['list', 'create', 'revoke', 'recover-admin'];
  if (!known.includes(sub)) return bad(`unknown subcommand; use one of ${known.join(', ')}`);
  if (extra.length > 0 || ((sub === 'list' || sub === 'recover-admin') && arg))
    return bad(`unexpected argument "${extra[0] ?? arg}"`);
  if (sub === 'recover-admin') return recoverAdmin(flags, io, bad);

  let createBody: z.output<typeof tokenCreateRequestSchema> | null = null;
  if (sub === 'create') {
    if (!arg) return bad(`name the ROLE: one of ${ROLES.join(', ')}`);
    const name = flags['name'];
    if (name === true) return bad('--name takes a value');
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
    if (!arg) return bad('name the token ID (see `recourse tokens list`)');
    if (!TOKEN_ID.test(arg)) return bad(`"${arg}" is not a token id (see \`recourse tokens list\`)`);
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
  flags: Record<string, string | boolean>,
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
