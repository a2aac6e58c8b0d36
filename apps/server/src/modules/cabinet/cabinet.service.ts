/**
 * The medicine cabinet (the `medications` table, spec part 2 §3, §6): the one owner of the
 * user's medicines and supplements. A name is resolved once, when it is saved (its substance id,
 * name, kind or suggestions are kept with the row), and afterwards every view, check and
 * analysis works from what was kept; a knowledge-base update resolves it once again. Every
 * change answers with the whole cabinet re-checked and schedules the background medication
 * analysis. The profile's medications section, the chat tools, the safety checks and the
 * analysis all read the cabinet through this service.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Medication } from '@thrivewell/core/contracts/profile-schemas';
import type { CabinetView } from '@thrivewell/core/contracts/cabinet';
import { cabinetWarning, safetyLimits, type CabinetItem, type CabinetItemBody, type CabinetItemPatch } from '@thrivewell/core/contracts/safety-contract';
import type { SubscriptionStatus } from '@thrivewell/core/rules/plans';
import { shareSources } from '@thrivewell/knowledge/check-response';
import type { MedicationToAnalyze } from '@thrivewell/knowledge/medication-analysis';
import { gateCheck, planAccessOf } from '@thrivewell/knowledge/plan-gating';
import { resolveName } from '@thrivewell/knowledge/resolve';
import { runSafetyCheck, type NamedInput } from '@thrivewell/knowledge/safety-check';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { writeAudit } from '../audit/audit.service';
import type { ServerAuditAction } from '../audit/audit-actions';
import { createAnalysisScheduler, medicationAnalysisDelayMs } from './analysis-scheduler';
import * as repo from './cabinet.repo';
import { hasCurrentResolution, knownNameOf, toCheckInput, toItem, toStored, type NameResolver } from './cabinet-items';
import { profileListItems, syncProfileList } from './cabinet-profile-list';

/** The whole cabinet with the check of its active entries (core's cabinetViewSchema). */
export type { CabinetView };

/** Who made a change, for its audit row. */
export interface ChangeContext {
  ipAddress?: string | null;
  log?: FastifyBaseLogger;
}

export interface CabinetServiceOptions {
  db: Database;
  log?: FastifyBaseLogger;
  /** Name resolution (default: the knowledge engine's resolveName). */
  resolve?: NameResolver;
  /** The background medication analysis of one user (the profile module's), run ~1 s after each change. */
  analyse?: (userId: string) => Promise<unknown>;
  analysisDelayMs?: number;
}

function notesFrom(body: Pick<CabinetItemBody, 'type' | 'dosage' | 'prescribingDoctor' | 'startDate'>): repo.MedicationNotes {
  return { type: body.type, dosage: body.dosage, prescribingDoctor: body.prescribingDoctor, startDate: body.startDate };
}

const notFound = () => new AppError('NOT_FOUND', 'That cabinet entry was not found. It may have been removed already.', 404);

export function createCabinetService({ db, log, resolve = resolveName, analyse, analysisDelayMs = medicationAnalysisDelayMs }: CabinetServiceOptions) {
  const analysis = createAnalysisScheduler(analyse ?? (async () => undefined), analysisDelayMs, log);
  const changed = (userId: string) => {
    if (analyse) analysis.schedule(userId);
  };
  const audit = (userId: string, action: ServerAuditAction, id: string, ctx: ChangeContext) =>
    writeAudit(db, { userId, action, resourceType: 'medications', resourceId: id, phiAccessed: true, ipAddress: ctx.ipAddress ?? null }, ctx.log ?? log);

  /** Rows whose kept resolution predates this knowledge base (or was never kept) are resolved once more, and kept. */
  async function current(on: repo.CabinetDb, userId: string, rows: repo.CabinetRow[]): Promise<repo.CabinetRow[]> {
    return Promise.all(
      rows.map(async (row) => {
        if (hasCurrentResolution(row)) return row;
        const { substanceId, resolution } = toStored(resolve(row.medicationName));
        await repo.storeResolution(on, userId, row.id, row.medicationName, substanceId, resolution);
        return { ...row, substanceId, notes: { ...row.notes, resolution } };
      }),
    );
  }
  const active = async (userId: string, on: repo.CabinetDb = db) => current(on, userId, await repo.activeRows(on, userId));

  async function ownRow(userId: string, id: string): Promise<repo.CabinetRow> {
    // Another user's entry looks exactly like a missing one.
    const row = await repo.findRow(db, userId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** All the user's entries, active first, newest first. */
    async list(userId: string): Promise<CabinetItem[]> {
      return (await current(db, userId, await repo.listRows(db, userId))).map(toItem);
    },

    /** The whole cabinet with the check of its active entries, gated by the plan. */
    async view(userId: string, status: SubscriptionStatus | null): Promise<CabinetView> {
      const rows = await current(db, userId, await repo.listRows(db, userId));
      const activeRows = rows.filter((r) => r.active);
      const access = planAccessOf(status);
      const check = shareSources(gateCheck(runSafetyCheck(activeRows.map(toCheckInput), { timing: access.foodDrugTiming }), access));
      return { items: rows.map(toItem), check, warning: cabinetWarning(activeRows.length) };
    },

    /** The active entries, newest first. */
    async activeItems(userId: string): Promise<CabinetItem[]> {
      return (await active(userId)).map(toItem);
    },

    /** The active entries as check inputs with their kept resolutions (checks that include the cabinet). */
    async activeCheckInputs(userId: string): Promise<NamedInput[]> {
      return (await active(userId)).map(toCheckInput);
    },

    /** The names of the active entries. */
    async activeNames(userId: string): Promise<string[]> {
      return (await repo.activeRows(db, userId)).map((r) => r.medicationName);
    },

    /** The active entries for the background analysis (read inside the analysis's transaction). */
    async medicationsToAnalyze(userId: string, on: repo.CabinetDb = db): Promise<MedicationToAnalyze[]> {
      return (await active(userId, on)).map((row) => ({ name: row.medicationName, known: knownNameOf(row) }));
    },

    /**
     * What the cabinet knows about when each entry began and last changed (the lab timeline):
     * the name, whether it is taken now, the start date the person gave, and when the entry was
     * added and last saved. A deleted entry leaves nothing behind, so it is not here.
     */
    async entryDates(userId: string): Promise<{ name: string; active: boolean; startDate: string | null; addedAt: Date; updatedAt: Date }[]> {
      return (await repo.listRows(db, userId)).map((r) => ({ name: r.medicationName, active: r.active, startDate: r.notes.startDate ?? null, addedAt: r.createdAt, updatedAt: r.updatedAt }));
    },

    /** The change log between two instants (added, stopped, taken again, edited, removed), oldest first. */
    changeLog: (userId: string, from: Date, to: Date) => repo.changesBetween(db, userId, from, to),

    /** When the cabinet last changed (the outdated-data reminder), or null when it is empty. */
    lastChangedAt: (userId: string): Promise<Date | null> => repo.newestUpdate(db, userId),

    /** The entries that did not come from the profile list, as the profile's `db_` list items. */
    profileListItems: (userId: string): Promise<Medication[]> => profileListItems(db, userId),

    /** Saves the profile's medications list into the cabinet inside the section save's transaction, then schedules the analysis. */
    async saveProfileList(tx: repo.CabinetDb, userId: string, list: readonly Medication[], now: Date): Promise<void> {
      await syncProfileList(tx, userId, list, now, resolve);
      changed(userId);
    },

    async add(userId: string, body: CabinetItemBody, ctx: ChangeContext = {}): Promise<string> {
      if ((await repo.countRows(db, userId)) >= safetyLimits.maxCabinetItems) {
        throw new AppError('CABINET_FULL', `Your cabinet can hold up to ${safetyLimits.maxCabinetItems} entries. Remove one you no longer take first.`, 409);
      }
      const { substanceId, resolution } = toStored(resolve(body.name));
      const id = await repo.insertRow(db, userId, {
        medicationName: body.name,
        substanceId,
        strength: body.dosage,
        frequency: body.frequency,
        indication: body.indication,
        notes: { ...notesFrom(body), resolution },
      });
      await audit(userId, 'medication_added', id, ctx);
      changed(userId);
      return id;
    },

    async update(userId: string, id: string, patch: CabinetItemPatch, ctx: ChangeContext = {}, now = new Date()): Promise<void> {
      const row = await ownRow(userId, id);
      const name = patch.name ?? row.medicationName;
      const renamed = name !== row.medicationName || !row.notes.resolution;
      const { substanceId, resolution } = renamed ? toStored(resolve(name)) : { substanceId: row.substanceId, resolution: row.notes.resolution };
      // As before: an edit here keeps the entry's own fields (a profile-list link is not carried over).
      const notes: repo.MedicationNotes = {
        type: patch.type ?? row.notes.type,
        dosage: patch.dosage !== undefined ? patch.dosage : (row.notes.dosage ?? null),
        prescribingDoctor: patch.prescribingDoctor !== undefined ? patch.prescribingDoctor : (row.notes.prescribingDoctor ?? null),
        startDate: patch.startDate !== undefined ? patch.startDate : (row.notes.startDate ?? null),
        resolution,
      };
      await repo.updateRow(db, userId, id, {
        medicationName: name,
        substanceId,
        strength: notes.dosage,
        frequency: patch.frequency !== undefined ? patch.frequency : row.frequency,
        indication: patch.indication !== undefined ? patch.indication : row.indication,
        active: patch.active ?? row.active,
        notes,
        updatedAt: now,
      });
      await audit(userId, 'medication_updated', id, ctx);
      changed(userId);
    },

    async remove(userId: string, id: string, ctx: ChangeContext = {}): Promise<void> {
      await ownRow(userId, id);
      await repo.deleteRow(db, userId, id);
      await audit(userId, 'medication_removed', id, ctx);
      changed(userId);
    },

    /** Background analyses waiting for their delay. */
    pendingAnalyses: () => analysis.pendingCount(),
    /** Cancels pending analyses (app close). */
    close: () => analysis.close(),
  };
}

export type CabinetService = ReturnType<typeof createCabinetService>;
