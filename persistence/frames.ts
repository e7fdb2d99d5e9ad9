/**
 * The checksummed frames of the record log. One frame is a 12-byte header and a JSON payload:
 *
 *   u32le payload length | u32le CRC-32 of the payload | u32le CRC-32 of the first 8 header bytes
 *
 * The header checks itself, so a damaged length is never trusted to skip ahead.
 */
import { crc32 } from 'node:zlib';
import { StoreCorruptError } from './store.ts';

export const FRAME_HEADER_BYTES = 12;
/** No single record may be larger (a route commit with its snapshot is a few KB). */
export const MAX_RECORD_BYTES = 64 * 1024 * 1024;

/** Frames one JSON text. */
export function frame(json: string): Buffer {
  const size = Buffer.byteLength(json);
  const out = Buffer.allocUnsafe(FRAME_HEADER_BYTES + size);
  out.write(json, FRAME_HEADER_BYTES, 'utf8');
  out.writeUInt32LE(size, 0);
  out.writeUInt32LE(crc32(out.subarray(FRAME_HEADER_BYTES)), 4);
  out.writeUInt32LE(crc32(out.subarray(0, 8)), 8);
  return out;
}

/**
 * Frames a JSON text given as the UTF-8 bytes of its pieces, in order: the same frame as `frame` of
 * their text joined, without making that text.
 */
export function framePieces(pieces: readonly Uint8Array[]): Buffer {
  let size = 0;
  for (const piece of pieces) size += piece.length;
  const out = Buffer.allocUnsafe(FRAME_HEADER_BYTES + size);
  let at = FRAME_HEADER_BYTES;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  out.writeUInt32LE(size, 0);
  out.writeUInt32LE(crc32(out.subarray(FRAME_HEADER_BYTES)), 4);
  out.writeUInt32LE(crc32(out.subarray(0, 8)), 8);
  return out;
}

export interface ScannedFrame {
  /** Byte offset of the frame's header in the file; the payload follows the header. */
  offset: number;
  /** Payload length in bytes. Offsets, not a Buffer view per frame: a view is an object each, kept as long as the scan. */
  size: number;
}

/** The payload of `f` in `bytes` as text. */
export function payloadText(bytes: Buffer, f: ScannedFrame): string {
  const start = f.offset + FRAME_HEADER_BYTES;
  return bytes.toString('utf8', start, start + f.size);
}

export interface ScanResult {
  frames: ScannedFrame[];
  /** Where the last whole frame ends. */
  end: number;
  /** A torn tail that was left out: it starts at `end` and runs to the end of the bytes. */
  torn: { reason: string; bytes: number } | null;
}

/** What to tell an operator whose log is damaged at `offset` of `file`. */
export function logRemedy(file: string, offset: number): string {
  return (
    'restore the store folder from a backup; or, to keep everything recorded before the damage and lose ' +
    `everything after it, stop Recourse, run \`truncate -s ${offset} '${file}'\`, move every later segment and ` +
    'snapshot file aside, and start again'
  );
}

/**
 * Reads every whole, checksummed frame of `bytes`. When `tailMayTear` (the newest segment, which a
 * crash may have cut mid-write) damage after which no valid frame follows is a torn tail and is
 * reported, not thrown; any other damage is StoreCorruptError naming `file` and the offset.
 */
export function scanFrames(bytes: Buffer, file: string, tailMayTear: boolean): ScanResult {
  const frames: ScannedFrame[] = [];
  let p = 0;
  const n = bytes.length;
  const bad = (reason: string, resumeAt: number): ScanResult => {
    if (tailMayTear && !validFrameFrom(bytes, resumeAt)) {
      return { frames, end: p, torn: { reason, bytes: n - p } };
    }
    throw new StoreCorruptError(file, `${reason}, and committed records follow it`, {
      offset: p,
      remedy: logRemedy(file, p),
    });
  };
  while (p < n) {
    if (n - p < FRAME_HEADER_BYTES) return bad('a partial record header', p + 1);
    const size = bytes.readUInt32LE(p);
    if (crc32(bytes.subarray(p, p + 8)) !== bytes.readUInt32LE(p + 8) || size > MAX_RECORD_BYTES) {
      return bad('a record header fails its checksum', p + 1);
    }
    const start = p + FRAME_HEADER_BYTES;
    if (start + size > n) return bad('a record runs past the end of the file', p + 1);
    if (crc32(bytes.subarray(start, start + size)) !== bytes.readUInt32LE(p + 4))
      return bad('a record fails its checksum', start + size);
    frames.push({ offset: p, size });
    p = start + size;
  }
  return { frames, end: p, torn: null };
}

/** Whether any whole, valid frame starts at or after `from` (a torn tail has none). */
function validFrameFrom(bytes: Buffer, from: number): boolean {
  for (let q = from; q + FRAME_HEADER_BYTES <= bytes.length; q++) {
    const size = bytes.readUInt32LE(q);
    if (size > MAX_RECORD_BYTES || q + FRAME_HEADER_BYTES + size > bytes.length) continue;
    if (crc32(bytes.subarray(q, q + 8)) !== bytes.readUInt32LE(q + 8)) continue;
    const payload = bytes.subarray(q + FRAME_HEADER_BYTES, q + FRAME_HEADER_BYTES + size);
    if (crc32(payload) === bytes.readUInt32LE(q + 4)) return true;
  }
  return false;
}
