/**
 * What a network game needs to be taken up again after the app restarts: the
 * guest's key and the pair of games (the host's id, this archive's copy) it
 * rejoins with, and the host’s game, seat, guest key, port and join code it
 * hosts again with.
 *
 * Kept in the archive's database rather than in a file beside it: the game
 * ids name games of this archive, so a restored backup brings back the ids
 * that match its own games, and the write is as durable as the moves it
 * refers to. The last game hosted and the last joined (Home's "Host it again"
 * and "Rejoin") are rows of the settings table under keys the settings
 * service does not know, and so never reads or shows; every game's own record
 * is its row of `network_resume` (migration 020), deleted with the game, so
 * an older one can be taken up again too (from Play).
 */
import type Database from 'better-sqlite3';
import * as v from 'valibot';
import { exactObject } from '../../contract/exact-object';

const GUEST_KEY = 'network.guest';
const HOST_KEY = 'network.host';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const port = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65_535));
const guestSchema = exactObject({
  address: v.string(),
  port,
  key: v.string(),
  /** Null until the first view arrived. */
  known: v.nullable(exactObject({ hostGame: id, gameId: id })),
});
const hostSchema = exactObject({
  gameId: id,
  hostSide: v.picklist([0, 1] as const),
  guestKey: v.string(),
  /** Where it was hosted: hosted again there, so the address the guest typed still reaches it (absent in records kept before). */
  port: v.optional(port),
  /**
   * Its join code (normalised), hosted again with it so the guest's own
   * reconnection is taken back; absent in records kept before, and after
   * five wrong codes ended the hosting (a new code then).
   */
  code: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/))),
});

export type GuestResume = v.InferOutput<typeof guestSchema>;
export type HostResume = v.InferOutput<typeof hostSchema>;

export interface ResumeStore {
  /** The last game joined (or being joined: `known` null until its first view). */
  guest(): GuestResume | null;
  /** Kept as the last joined, and as game `known.gameId`'s own once known. */
  keepGuest(resume: GuestResume): void;
  /** The last game hosted. */
  host(): HostResume | null;
  /** Kept as the last hosted, and as game `gameId`'s own. */
  keepHost(resume: HostResume): void;
  /** What this archive keeps of its game `gameId`: hosted or joined here, or neither (null). */
  keptFor(gameId: number): KeptResume | null;
}

export type KeptResume = { role: 'host'; resume: HostResume } | { role: 'guest'; resume: GuestResume & { known: NonNullable<GuestResume['known']> } };

/** `db` is asked each time: a restored backup replaces the connection. */
export function createResumeStore(db: () => Database.Database): ResumeStore {
  function read<T>(key: string, schema: v.GenericSchema<unknown, T>): T | null {
    const row = db().prepare('SELECT value FROM settings WHERE key = ?').pluck().get(key) as string | undefined;
    if (row === undefined) return null;
    try {
      const parsed = v.safeParse(schema, JSON.parse(row));
      return parsed.success ? parsed.output : null;
    } catch {
      return null;
    }
  }
  function write(key: string, value: unknown): void {
    db().prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, JSON.stringify(value));
  }
  /** The last one and the game's own row, in one transaction: a crash keeps both or neither. */
  function keep(key: string, gameId: number | null, role: KeptResume['role'], value: unknown): void {
    const connection = db();
    connection.transaction(() => {
      write(key, value);
      if (gameId === null) return;
      connection
        .prepare('INSERT INTO network_resume (game_id, role, value) VALUES (?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET role = excluded.role, value = excluded.value')
        .run(gameId, role, JSON.stringify(value));
    })();
  }
  function keptFor(gameId: number): KeptResume | null {
    const row = db().prepare('SELECT role, value FROM network_resume WHERE game_id = ?').get(gameId) as { role: KeptResume['role']; value: string } | undefined;
    if (row === undefined) return null;
    const parsed = v.safeParse(row.role === 'host' ? hostSchema : guestSchema, JSON.parse(row.value));
    if (!parsed.success) return null;
    if (row.role === 'host') return { role: 'host', resume: parsed.output as HostResume };
    const guest = parsed.output as GuestResume;
    return guest.known === null ? null : { role: 'guest', resume: { ...guest, known: guest.known } };
  }
  return {
    guest: () => read(GUEST_KEY, guestSchema),
    keepGuest: (resume) => keep(GUEST_KEY, resume.known?.gameId ?? null, 'guest', resume),
    host: () => read(HOST_KEY, hostSchema),
    keepHost: (resume) => keep(HOST_KEY, resume.gameId, 'host', resume),
    keptFor,
  };
}
