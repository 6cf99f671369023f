/**
 * A Workbench link: the settings and how many chunks were played, compressed into the URL's
 * fragment (`/lab#s=…`, never sent to the server). Games are deterministic from the seed, so
 * opening the link plays the same chunks again and shows the same figures. What a link carries is
 * checked as the page's own settings are: a link that does not read is refused with what is wrong.
 */
import { z } from 'zod';
import { ADVANCED_SPELL_IDS, PHASES, type AdvancedSpellId } from '@decktet/dueling-runes';
import { SUITS } from '@decktet/decktet';
import { CRITERIA, type Criterion } from '@decktet/ai/study/figures';
import { LAB_LEVELS, type LabSettings } from './settings';

export const LINK_VERSION = 1;
/** A link's fragment is at most this long (browsers and chat apps take far longer URLs; a whole table is about 1 kB). */
export const MAX_LINK_CHARS = 8000;
/** A link's settings unpacked are at most this many bytes: a few kB are a whole table; more is a link made to swell. */
export const MAX_LINK_BYTES = 64 * 1024;

const suits = z.array(z.enum(SUITS)).max(SUITS.length);
const spells = z.array(z.enum(ADVANCED_SPELL_IDS as [AdvancedSpellId, ...AdvancedSpellId[]])).max(ADVANCED_SPELL_IDS.length);
const bound = z.object({ min: z.number().min(0).optional(), max: z.number().min(0).optional() }).strict();

const linkSchema = z
  .object({
    v: z.literal(LINK_VERSION),
    settings: z
      .object({
        recipes: z
          .array(
            z
              .object({
                spell: z.string(),
                phase: z.enum(PHASES),
                energy: suits,
                readings: z.record(z.string(), suits),
                smallest: z.array(z.string()).max(5).optional(),
                atMost: z.record(z.string(), z.number().int().min(1).max(99)).optional(),
              })
              .strict(),
          )
          .max(ADVANCED_SPELL_IDS.length * 2),
        counterSpell: suits,
        magicMirror: suits,
        health: z.number().int().min(1).max(99),
        players: z.number().int().min(2).max(4),
        level: z.enum(LAB_LEVELS),
        forbidden: z.tuple([spells, spells]),
        bounds: z.partialRecord(z.enum(CRITERIA as [Criterion, ...Criterion[]]), bound),
        chunk: z.number().int().min(2).max(1000),
        cap: z.number().int().min(2).max(100_000),
        seed: z.string().regex(/^[a-z0-9-]{1,40}$/),
      })
      .strict(),
    chunks: z.number().int().min(0).max(100_000),
  })
  .strict()
  // Both runs together never play past their caps: a link cannot ask a visitor's machine for more games than its study would play.
  .refine((link) => link.chunks * link.settings.chunk <= 2 * link.settings.cap, { message: 'the link replays more games than its study plays (two runs, each up to its cap)', path: ['chunks'] });

export interface Shared {
  readonly settings: LabSettings;
  /** Chunks played when the link was made (both runs together). */
  readonly chunks: number;
}

const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));

class LinkTooLarge extends Error {
  constructor() {
    super(`the link's settings unpack to more than ${MAX_LINK_BYTES / 1024} kB: no table is that large`);
  }
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit = Infinity): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    length += part.value.length;
    if (length > limit) {
      await reader.cancel();
      throw new LinkTooLarge();
    }
    parts.push(part.value);
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The fragment (without `#`) of a link to these settings and chunks. */
export async function linkFragment(shared: Shared): Promise<string> {
  const json = JSON.stringify({ v: LINK_VERSION, settings: shared.settings, chunks: shared.chunks });
  return `s=${toBase64Url(await through(new TextEncoder().encode(json), new CompressionStream('deflate-raw')))}`;
}

/** A link's fragment read back; null when it carries none; throws an Error saying what is wrong. */
export async function readFragment(hash: string): Promise<Shared | null> {
  const encoded = new URLSearchParams(hash.replace(/^#/, '')).get('s');
  if (encoded === null) return null;
  if (encoded.length > MAX_LINK_CHARS) throw new Error(`the link is too long (${encoded.length} characters; at most ${MAX_LINK_CHARS})`);
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(await through(fromBase64Url(encoded), new DecompressionStream('deflate-raw'), MAX_LINK_BYTES)));
  } catch (error) {
    if (error instanceof LinkTooLarge) throw error;
    throw new Error('the link is cut short or changed: its settings do not read', { cause: error });
  }
  const parsed = linkSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`the link's settings are not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return { settings: parsed.data.settings as unknown as LabSettings, chunks: parsed.data.chunks };
}
