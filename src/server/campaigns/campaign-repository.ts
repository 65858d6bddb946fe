/**
 * Campaigns in the database (db/schema.ts `campaigns`): read whole with their revision, written
 * by the seed and by whoever runs the shop's promotions. Rows are checked against the stored
 * campaign schema as they are read: a row the engine could not trust (written by hand, or by an
 * older server) is reported with its reason and left out, never half applied.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { Compile } from 'typebox/compile';
import { StoredCampaignSchema } from '../../shared/api/promotions';
import type { StoredCampaign } from '../../shared/domain/promotions';
import type { Database } from '../db/client';
import { campaignRevision, campaigns } from '../db/schema';
import { CampaignTranslationsSchema, type CampaignTranslations } from './campaign-texts';

const validCampaign = Compile(StoredCampaignSchema);
const validTexts = Compile(CampaignTranslationsSchema);

export interface StoredCampaignRow {
  campaign: StoredCampaign;
  texts: CampaignTranslations;
}

export interface CampaignRows {
  /** the campaign_revision they were read at (0 before the first campaign was written) */
  revision: number;
  campaigns: StoredCampaignRow[];
  /** rows that are not a stored campaign, with the first reason */
  invalid: Array<{ id: string; reason: string }>;
}

export async function readCampaignRevision(db: Database): Promise<number> {
  const [row] = await db
    .select({ revision: campaignRevision.revision })
    .from(campaignRevision)
    .where(eq(campaignRevision.id, 1));
  return row?.revision ?? 0;
}

function firstError(
  validator: { Errors(value: unknown): Iterable<{ instancePath: string; message: string }> },
  value: unknown,
): string {
  for (const error of validator.Errors(value))
    return `${error.instancePath || '/'} ${error.message}`;
  return 'invalid';
}

/** Every campaign, in their order, with the revision they were read at (one snapshot). */
export async function loadCampaigns(db: Database): Promise<CampaignRows> {
  return db.transaction(
    async (tx) => {
      const revision = await readCampaignRevision(tx);
      const rows = await tx
        .select()
        .from(campaigns)
        .orderBy(asc(campaigns.position), asc(campaigns.id));
      const read: CampaignRows = { revision, campaigns: [], invalid: [] };
      for (const row of rows) {
        if (!validCampaign.Check(row.definition))
          read.invalid.push({ id: row.id, reason: firstError(validCampaign, row.definition) });
        else if (!validTexts.Check(row.texts))
          read.invalid.push({ id: row.id, reason: `texts: ${firstError(validTexts, row.texts)}` });
        else read.campaigns.push({ campaign: row.definition, texts: row.texts });
      }
      return read;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export interface CampaignWrite {
  campaign: StoredCampaign;
  texts?: CampaignTranslations;
  /** the demo campaign whose window each server start renews (renew-windows.ts) */
  renewsAtStart?: boolean;
  position: number;
}

/** Writes campaigns, replacing those with the same ids. */
export async function saveCampaigns(db: Database, writes: readonly CampaignWrite[]): Promise<void> {
  if (writes.length === 0) return;
  await db
    .insert(campaigns)
    .values(
      writes.map((write) => ({
        id: write.campaign.id,
        definition: write.campaign,
        texts: write.texts ?? {},
        renewsAtStart: write.renewsAtStart ?? false,
        position: write.position,
      })),
    )
    .onConflictDoUpdate({
      target: campaigns.id,
      set: {
        definition: sql`excluded.definition`,
        texts: sql`excluded.texts`,
        renewsAtStart: sql`excluded.renews_at_start`,
        position: sql`excluded.position`,
        updatedAt: sql`now()`,
      },
    });
}

export async function deleteAllCampaigns(db: Database): Promise<void> {
  await db.delete(campaigns);
}

/**
 * Sets the window of every campaign marked to renew at start whose window has ended: from
 * `start` for `durationMs`. A start during a window leaves it as it is, so a restart, a second
 * instance or a restored backup never moves an end a shopper was shown. Nothing is written
 * when nothing is due (the revision trigger fires per statement, even for no row).
 */
export async function renewStartWindows(db: Database, start: number, durationMs: number) {
  const due = and(
    eq(campaigns.renewsAtStart, true),
    sql`coalesce((${campaigns.definition} ->> 'end')::bigint, 0) <= ${start}`,
  );
  const [any] = await db.select({ id: campaigns.id }).from(campaigns).where(due).limit(1);
  if (!any) return;
  const window = JSON.stringify({ start, end: start + durationMs });
  await db
    .update(campaigns)
    .set({ definition: sql`${campaigns.definition} || ${window}::jsonb`, updatedAt: sql`now()` })
    .where(due);
}
