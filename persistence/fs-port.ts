import { constants } from 'node:fs';
import * as fsp from 'node:fs/promises';

/** The few file-handle calls the store makes; tests wrap them to inject faults. */
export interface FileHandlePort {
  /** Writes `buffer` at byte `position` of the file. */
  write(buffer: Uint8Array, position: number): Promise<void>;
  /**
   * Writes `buffer` at `position` and makes it durable as `write` then `datasync` would, in one call
   * (a file opened for synchronized data writes, `O_DSYNC`). Absent: the caller writes, then syncs.
   */
  writeDurable?(buffer: Uint8Array, position: number): Promise<void>;
  /** fsync: data and metadata. */
  sync(): Promise<void>;
  /** fdatasync: data and the metadata needed to read it back (size). */
  datasync(): Promise<void>;
  truncate(length: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The file-system calls the store makes, and nothing else, so tests can simulate a full disk or
 * a failing device at the exact call. Paths are absolute.
 */
export interface FsPort {
  mkdir(path: string): Promise<void>;
  /** Entry names of a directory; rejects with code ENOENT when it does not exist. */
  readdir(path: string): Promise<string[]>;
  /** Whole file contents; rejects with code ENOENT when it does not exist. */
  readFile(path: string): Promise<Buffer>;
  /**
   * Opens a file: `w` creates or truncates, `a+` creates if missing and keeps contents (and may
   * offer `writeDurable`), `r` reads (directories too).
   */
  open(path: string, flags: 'w' | 'a+' | 'r'): Promise<FileHandlePort>;
  rename(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
}

/** The real file system through `node:fs/promises`. */
export const nodeFs: FsPort = {
  async mkdir(path) {
    await fsp.mkdir(path, { recursive: true });
  },
  readdir: (path) => fsp.readdir(path),
  readFile: (path) => fsp.readFile(path),
  async open(path, flags) {
    // `a+` would force appends to the end on Linux; `r+` after create keeps positional writes honest.
    const handle = flags === 'a+' ? await openForUpdate(path) : await fsp.open(path, flags);
    const write = async (buffer: Uint8Array, position: number) => {
      let done = 0;
      while (done < buffer.length) {
        const { bytesWritten } = await handle.write(buffer, done, buffer.length - done, position + done);
        done += bytesWritten;
      }
    };
    return {
      write,
      // Opened with O_DSYNC: a write returns once its bytes (and the size) are on the device.
      ...(flags === 'a+' ? { writeDurable: write } : {}),
      sync: () => handle.sync(),
      datasync: () => handle.datasync(),
      truncate: (length) => handle.truncate(length),
      close: () => handle.close(),
    };
  },
  rename: (from, to) => fsp.rename(from, to),
  unlink: (path) => fsp.unlink(path),
};

/**
 * `r+` (or `wx+` when missing) with `O_DSYNC`: every write is durable when it returns, so an append
 * and its sync are one call to libuv's pool instead of two (and one hop back to the event loop).
 */
async function openForUpdate(path: string): Promise<fsp.FileHandle> {
  const { O_RDWR, O_CREAT, O_EXCL, O_DSYNC } = constants;
  try {
    return await fsp.open(path, O_RDWR | O_DSYNC);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
    return fsp.open(path, O_RDWR | O_CREAT | O_EXCL | O_DSYNC);
  }
}

/** The `code` of a Node system error (`ENOENT`, `EIO`, ...), if it has one. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
