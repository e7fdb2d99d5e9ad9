import { createHash } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import type { Adapter } from 'lowdb';
import type { FsPort } from './fs-port.ts';
import { errorCode } from './fs-port.ts';

/** A failed durable replace; `renamed` says whether the new file had already taken the old one's place. */
export class ReplaceFailure extends Error {
  readonly renamed: boolean;
  constructor(cause: unknown, renamed: boolean) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ReplaceFailure';
    this.renamed = renamed;
  }
}

let tempCounter = 0;

/** Temp files start with a dot; record file names never do, so loaders skip them. */
export function isTempName(name: string): boolean {
  return name.startsWith('.');
}

/**
 * Maps an ID to a file-name stem: `[A-Za-z0-9_-]` stay, every other byte becomes `%XX`, so the
 * stem never starts with a dot. Stems longer than 150 characters are cut and suffixed with a hash.
 */
export function fileKey(id: string): string {
  const stem = id.replace(/[^A-Za-z0-9_-]/gu, (c) =>
    Array.from(Buffer.from(c, 'utf8'), (b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
  if (stem.length <= 150) return stem;
  return `${stem.slice(0, 100)}~${createHash('sha256').update(id).digest('hex').slice(0, 40)}`;
}

/**
 * Durably replaces `path` with `bytes`: write a temp file, fsync it, rename it over `path`, then
 * fsync the directory through `syncDir`. Before the rename the old file is untouched and the temp
 * file is removed on failure.
 */
export async function replaceFile(
  fs: FsPort,
  path: string,
  bytes: Uint8Array,
  syncDir: () => Promise<void>,
): Promise<void> {
  tempCounter += 1;
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${tempCounter}.tmp`);
  try {
    const handle = await fs.open(temp, 'w');
    try {
      await handle.write(bytes, 0);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, path);
  } catch (error) {
    await fs.unlink(temp).catch(() => undefined);
    throw new ReplaceFailure(error, false);
  }
  try {
    await syncDir();
  } catch (error) {
    throw new ReplaceFailure(error, true);
  }
}

/**
 * Runs directory fsyncs so that concurrent callers share one: a caller always waits for a sync that
 * started after it asked (group commit for renames and creates in one directory).
 */
export class DirSyncer {
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(
    private readonly fs: FsPort,
    readonly dir: string,
  ) {}

  /** Resolves once a directory fsync that started after this call has finished. */
  sync(): Promise<void> {
    if (this.running === null) {
      this.running = this.run().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    if (this.queued === null) {
      this.queued = this.running
        .catch(() => undefined)
        .then(() => {
          this.queued = null;
          return this.sync();
        });
    }
    return this.queued;
  }

  private async run(): Promise<void> {
    const handle = await this.fs.open(this.dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
}

/**
 * A lowdb {@link Adapter} for one JSON document that, unlike lowdb's `JSONFile`, is durable: every
 * write is temp file + fsync + rename + directory fsync. `read` returns null when the file does
 * not exist and hands the parsed JSON to `parse`, which validates it or throws.
 */
export class DurableJsonFile<T> implements Adapter<T> {
  constructor(
    private readonly fs: FsPort,
    readonly path: string,
    private readonly parse: (value: unknown) => T,
    private readonly syncDir: () => Promise<void>,
  ) {}

  async read(): Promise<T | null> {
    let bytes: Buffer;
    try {
      bytes = await this.fs.readFile(this.path);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return null;
      throw error;
    }
    return this.parse(JSON.parse(bytes.toString('utf8')));
  }

  async write(data: T): Promise<void> {
    await replaceFile(this.fs, this.path, Buffer.from(JSON.stringify(data), 'utf8'), this.syncDir);
  }
}
