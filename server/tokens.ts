/**
 * Access tokens. `<data>/tokens.json` (mode 0600) holds only SHA-256 hashes; a token's text is
 * shown once, when it is created. Presented tokens are compared in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readFile, rename, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { fromZodError } from '../validation/field-errors.ts';
import { ROLES, type Role } from './permissions.ts';

export const TOKENS_FILE = 'tokens.json';
const MAX_TOKEN_LENGTH = 256;

const tokenRecordSchema = z.strictObject({
  id: z.string().regex(/^tok_[a-f0-9]{8,32}$/),
  role: z.enum(ROLES),
  label: z.string().max(200),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
  created_at: z.iso.datetime({ offset: true }),
});

export const tokensFileSchema = z.strictObject({
  schema_version: z.literal(1),
  tokens: z.array(tokenRecordSchema),
});

export type TokenRecord = z.infer<typeof tokenRecordSchema>;
export type TokensFile = z.infer<typeof tokensFileSchema>;

/** The tokens file is unreadable, invalid or too open; the message says how to fix it. */
export class TokenFileError extends Error {
  constructor(file: string, problem: string) {
    super(`tokens file ${file}: ${problem}`);
    this.name = 'TokenFileError';
  }
}

/** The role and identity behind an authenticated request; never the token itself. */
export interface Principal {
  token_id: string;
  role: Role;
}

export interface TokenRegistry {
  /** The principal of a presented token, or null. Costs the same whichever token matches. */
  authenticate(presented: string | null | undefined): Principal | null;
  /** Creates a token, stores its hash durably and returns its text (shown once). */
  create(role: Role, label: string): Promise<{ token: string; record: TokenRecord }>;
  /** Removes a token durably; false when there is none with that id. */
  revoke(id: string): Promise<boolean>;
  list(): TokenRecord[];
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

function newToken(): string {
  return `rct_${randomBytes(32).toString('base64url')}`;
}

/** Writes the file durably: temp file, fsync, rename, fsync of the directory. */
async function writeTokensFile(file: string, data: TokensFile): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  const handle = await open(tmp, 'w', 0o600);
  try {
    await handle.writeFile(`${JSON.stringify(data, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, file);
  const dir = await open(dirname(file), 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

/** The command that mints an admin token from the data directory, on the host, with the service stopped. */
export function recoverAdminCommand(dir: string): string {
  return `npx recourse tokens recover-admin --data-dir ${JSON.stringify(dir)}`;
}

async function readTokensFile(file: string): Promise<TokensFile | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new TokenFileError(file, `cannot be read (${(error as Error).message})`);
  }
  const info = await stat(file);
  if ((info.mode & 0o077) !== 0) {
    throw new TokenFileError(
      file,
      `is readable by other users (mode ${(info.mode & 0o777).toString(8)}); run \`chmod 600 ${file}\` and start again`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new TokenFileError(file, 'is not valid JSON; fix it, or move it aside to create a new admin token');
  }
  const parsed = tokensFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = fromZodError(parsed.error)
      .map((e) => `${e.path || '(root)'}: ${e.message}`)
      .join('; ');
    throw new TokenFileError(
      file,
      `is invalid (${problems}); fix it, or move it aside to create a new admin token`,
    );
  }
  return parsed.data;
}

function newRecord(role: Role, label: string, now: () => Date): { token: string; record: TokenRecord } {
  const token = newToken();
  const record: TokenRecord = {
    id: `tok_${randomBytes(6).toString('hex')}`,
    role,
    label,
    sha256: sha256(token).toString('hex'),
    created_at: now().toISOString(),
  };
  return { token, record };
}

/**
 * Adds an admin token to `<dir>/tokens.json` directly, without a service: the host-side recovery
 * when no admin token is left or known. Creates the file when missing; refuses a file that is
 * invalid or readable by others, changing nothing. The service reads the file only at start, so
 * run this with it stopped (a running one would not know the token, and could overwrite it).
 */
export async function recoverAdminToken(
  dir: string,
  label = 'recovered admin',
  now: () => Date = () => new Date(),
): Promise<{ token: string; record: TokenRecord; file: string }> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, TOKENS_FILE);
  const data = (await readTokensFile(file)) ?? { schema_version: 1 as const, tokens: [] };
  const made = newRecord('admin', label, now);
  await writeTokensFile(file, { schema_version: 1, tokens: [...data.tokens, made.record] });
  return { ...made, file };
}

/**
 * Opens `<dir>/tokens.json`, creating it with one admin token when missing. `createdAdminToken`
 * is that token's text, for the caller to print once; null when the file already existed.
 */
export async function openTokens(
  dir: string,
  now: () => Date = () => new Date(),
): Promise<{ registry: TokenRegistry; createdAdminToken: string | null }> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, TOKENS_FILE);
  let data = await readTokensFile(file);
  let createdAdminToken: string | null = null;
  const makeRecord = (role: Role, label: string) => newRecord(role, label, now);

  if (data && !data.tokens.some((r) => r.role === 'admin')) {
    // Without an admin nobody can mint or revoke tokens (and with no token at all, every request
    // answers 401): refuse to start rather than serve a locked service.
    throw new TokenFileError(
      file,
      `holds no admin token, so nobody could manage tokens${data.tokens.length === 0 ? ' and every request would be refused' : ''}; ` +
        `mint one on this host with \`${recoverAdminCommand(dir)}\` (it prints the token once), then start again`,
    );
  }

  if (!data) {
    const admin = makeRecord('admin', 'initial admin');
    data = { schema_version: 1, tokens: [admin.record] };
    await writeTokensFile(file, data);
    createdAdminToken = admin.token;
  }

  let records = data.tokens.map((r) => ({ record: r, digest: Buffer.from(r.sha256, 'hex') }));
  let writing: Promise<void> = Promise.resolve();

  const registry: TokenRegistry = {
    authenticate(presented) {
      if (typeof presented !== 'string' || presented.length === 0 || presented.length > MAX_TOKEN_LENGTH)
        return null;
      const digest = sha256(presented);
      let found: TokenRecord | null = null;
      // Compare against every record so the time taken does not reveal which one matched.
      for (const r of records) {
        if (timingSafeEqual(r.digest, digest) && !found) found = r.record;
      }
      return found ? { token_id: found.id, role: found.role } : null;
    },
    create(role, label) {
      // Serialized so two concurrent changes never lose one another's record.
      const run = writing.then(async () => {
        const made = makeRecord(role, label);
        const next: TokensFile = {
          schema_version: 1,
          tokens: [...records.map((r) => r.record), made.record],
        };
        await writeTokensFile(file, next);
        records = next.tokens.map((r) => ({ record: r, digest: Buffer.from(r.sha256, 'hex') }));
        return made;
      });
      writing = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
    revoke(id) {
      const run = writing.then(async () => {
        if (!records.some((r) => r.record.id === id)) return false;
        const next: TokensFile = {
          schema_version: 1,
          tokens: records.map((r) => r.record).filter((r) => r.id !== id),
        };
        await writeTokensFile(file, next);
        records = records.filter((r) => r.record.id !== id);
        return true;
      });
      writing = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
    list() {
      return records.map((r) => r.record);
    },
  };
  return { registry, createdAdminToken };
}
