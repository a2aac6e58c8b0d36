/**
 * The food diary (W2-E): foods (USDA SR24 lab-analysed; product labels by barcode, kept apart and
 * attributed), the day's log by meal slot with totals against the DRI targets of the person's
 * profile, recent and favourite foods, custom slots, and progress over a period with how the
 * foods line up with the profile's diet type, restrictions, goals and allergies. Free on every
 * plan. The profile is read through the profile module's service.
 */
import type {
  BarcodeResponse,
  DayResponse,
  FoodDetail,
  FoodHit,
  LogEntry,
  LogEntryBody,
  LogEntryPatch,
  ProgressResponse,
  QuickFood,
  SettingsResponse,
  SourceInfo,
  TargetProgress,
} from '@thrivewell/core/contracts/nutrition-contract';
import { defaultMealSlots, portionMaxGrams } from '@thrivewell/core/contracts/nutrition-contract';
import { datesBetween } from '@thrivewell/core/tracking/calendar-days';
import { latestLocalDay } from '@thrivewell/core/tracking/local-date';
import { alignmentOfDay, type AlignmentFood, type DietProfile } from '@thrivewell/nutrition/diet-alignment';
import { dailyTargets, type DailyTargets, type DriProfile } from '@thrivewell/nutrition/dri';
import { foodSources, getFood, type Measure } from '@thrivewell/nutrition/foods';
import { searchFoods } from '@thrivewell/nutrition/food-search';
import { nutrientInfo, scaleNutrients, sumNutrients, type Nutrients, type NutrientTotal } from '@thrivewell/nutrition/nutrients';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { ProductLookup } from '../../providers/products/create-product-lookup';
import { findProfile } from '../profile/profile.service';
import * as repo from './nutrition.repo';

export interface NutritionServiceDeps {
  db: Database;
  lookup: ProductLookup;
  now?: () => Date;
}

type SourceId = SourceInfo['id'];

export const sourceInfo = (id: string): SourceInfo => {
  if (id === 'label-sample') return { id, tier: 'label', label: 'Product label (sample product)', attribution: 'A Thrivewell sample product, not a real one', url: null };
  const known = foodSources[id as keyof typeof foodSources] ?? foodSources.user;
  return { id: (id in foodSources ? id : 'user') as SourceId, tier: known.tier, label: known.label, attribution: known.attribution, url: known.url };
};

/** A food the log can hold: a USDA food, or a product's label values. */
interface LogFood {
  id: string;
  name: string;
  brand: string | null;
  barcode: string | null;
  group: string;
  source: SourceId;
  per100g: Nutrients;
  measures: Measure[];
}

const ounce = 28.3495;
const labelMeasures: Measure[] = [{ label: '100 g', grams: 100 }];

function usdaFood(id: string): LogFood | null {
  const f = getFood(id);
  return f ? { id: f.id, name: f.name, brand: null, barcode: null, group: f.group, source: 'usda-sr24', per100g: f.per100g, measures: f.measures } : null;
}

/** The grams of `amount` × `unit` ('g', 'oz' or one of the food's measures). */
export function gramsOf(amount: number, unit: string, measures: readonly Measure[]): number | null {
  const u = unit.trim();
  if (u === 'g' || u === 'gram' || u === 'grams') return amount;
  if (u === 'oz') return amount * ounce;
  const m = measures.find((x) => x.label === u);
  return m ? amount * m.grams : null;
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const notFoundFood = (field = 'foodId') => new AppError('FOOD_NOT_FOUND', 'That food was not found. Search for it again or scan its barcode.', 400, field);

// ------------------------------------------------------------------ diet alignment

// ------------------------------------------------------------------ the service

export function createNutritionService({ db, lookup, now = () => new Date() }: NutritionServiceDeps) {
  const notFuture = (day: string, field: string) => {
    if (day > latestLocalDay(now())) throw new AppError('VALIDATION_ERROR', 'That day is in the future.', 400, field);
  };

  /** A label food from the products provider, or the snapshot the user logged before (offline replays, OFF down). */
  async function labelFood(userId: string | null, barcode: string): Promise<{ food: LogFood; notice: string | null } | null> {
    let notice: string | null = null;
    try {
      const found = await lookup(barcode);
      notice = found.notice;
      const p = found.product;
      if (p?.per100g) {
        const source: SourceId = p.source === 'openfoodfacts' ? 'open-food-facts' : 'label-sample';
        const name = p.brand ? `${p.name} (${p.brand})` : p.name;
        return { food: { id: `off:${barcode}`, name, brand: p.brand, barcode, group: 'Product label', source, per100g: p.per100g as Nutrients, measures: labelMeasures }, notice };
      }
    } catch {
      notice = 'The product service could not be reached just now.';
    }
    if (userId) {
      const [prev] = (await repo.latestEntries(db, userId, 500)).filter((e) => e.foodId === `off:${barcode}` && e.per100gSnapshot);
      if (prev) return { food: { id: prev.foodId, name: prev.foodName, brand: null, barcode, group: 'Product label', source: prev.foodSource as SourceId, per100g: prev.per100gSnapshot as Nutrients, measures: labelMeasures }, notice };
    }
    return null;
  }

  async function foodOf(userId: string | null, id: string): Promise<LogFood | null> {
    if (id.startsWith('off:')) return (await labelFood(userId, id.slice(4)))?.food ?? null;
    return usdaFood(id);
  }

  function portion(amount: number, unit: string, food: LogFood): number {
    const grams = gramsOf(amount, unit, food.measures);
    if (grams === null) throw new AppError('VALIDATION_ERROR', `Choose a unit this food has: g, oz${food.measures.length ? ` or ${food.measures.map((m) => m.label).slice(0, 5).join(', ')}` : ''}.`, 400, 'unit');
    if (!(grams > 0)) throw new AppError('VALIDATION_ERROR', 'A portion must be more than 0 g.', 400, 'amount');
    if (grams > portionMaxGrams) throw new AppError('VALIDATION_ERROR', `A portion can be at most ${portionMaxGrams.toLocaleString('en-US')} g (5 kg); this one is ${Math.round(grams).toLocaleString('en-US')} g.`, 400, 'amount');
    return Math.round(grams * 10) / 10;
  }

  const entryNutrients = (row: repo.EntryRow): Nutrients => {
    const per100g = row.per100gSnapshot ?? getFood(row.foodId)?.per100g ?? {};
    return scaleNutrients(per100g as Nutrients, row.grams);
  };
  /** A logged food as the diet alignment reads it: the SR24 food itself, or the label's name and values. */
  const alignmentFoodOf = (row: repo.EntryRow): AlignmentFood => {
    const food = row.per100gSnapshot ? undefined : getFood(row.foodId);
    return food ?? { name: row.foodName, group: 'Product label', per100g: (row.per100gSnapshot ?? {}) as Nutrients };
  };

  const toEntry = (row: repo.EntryRow): LogEntry => ({
    id: row.id,
    localDate: row.localDate,
    slot: row.slot,
    foodId: row.foodId,
    foodName: row.foodName,
    source: sourceInfo(row.foodSource),
    amount: row.amount,
    unit: row.unitLabel,
    grams: row.grams,
    nutrients: entryNutrients(row) as Record<string, number>,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  async function profileOf(userId: string): Promise<{ dri: DriProfile; diet: DietProfile }> {
    const row = await findProfile(db, userId);
    const pi = row?.personal_info ?? {};
    const mh = row?.medical_history ?? {};
    const di = row?.dietary_info ?? {};
    const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);
    const weight = num(pi.weight);
    const height = num(pi.height);
    const weightKg = weight === null ? null : pi.weightUnit === 'lbs' ? weight * 0.45359237 : weight;
    const heightCm = height === null ? null : pi.heightUnit === 'in' ? height * 2.54 : pi.heightUnit === 'ft' ? height * 30.48 : height;
    const conditions = [...list(row?.conditions?.diagnosed), ...list(mh.currentConditions), ...list(mh.chronicConditions)];
    return {
      dri: { age: num(pi.age), sex: typeof pi.gender === 'string' ? pi.gender : null, weightKg, heightCm, conditions },
      diet: { dietType: typeof di.type === 'string' ? di.type : null, restrictions: list(di.restrictions), goals: list(di.goals), allergies: list(mh.allergies) },
    };
  }

  function progressOf(targets: DailyTargets, total: NutrientTotal, entryCount: number): TargetProgress[] {
    return targets.targets.map((t) => {
      const info = nutrientInfo[t.key];
      const intake = total.values[t.key] ?? 0;
      const percent = t.amount > 0 ? Math.round((intake / t.amount) * 100) : 0;
      const overUl = t.ul !== undefined && t.ulAppliesTo === 'total' && intake > t.ul;
      const status: TargetProgress['status'] = overUl
        ? 'over-ul'
        : t.direction === 'at-most'
          ? intake > t.amount
            ? 'over'
            : 'met'
          : t.direction === 'about'
            ? percent > 110
              ? 'over'
              : percent >= 90
                ? 'met'
                : 'under'
            : intake >= t.amount
              ? 'met'
              : 'under';
      return {
        key: t.key,
        label: info.label,
        unit: info.unit,
        kind: t.kind,
        direction: t.direction,
        amount: t.amount,
        ul: t.ul ?? null,
        ulAppliesTo: t.ulAppliesTo ?? null,
        note: t.note ?? null,
        source: t.source,
        intake: round1(intake),
        percent,
        atLeast: entryCount > 0 && (total.missing[t.key] ?? 0) > 0,
        status,
      };
    });
  }

  async function slotsOf(userId: string): Promise<SettingsResponse> {
    const customSlots = await repo.customSlots(db, userId);
    return { customSlots, slots: [...defaultMealSlots, ...customSlots] };
  }

  return {
    search(q: string, limit: number): { query: string; foods: FoodHit[] } {
      return {
        query: q,
        foods: searchFoods(q, limit).map(({ food }) => ({ id: food.id, name: food.name, group: food.group, source: sourceInfo(food.source), kcalPer100g: food.per100g.kcal ?? null, measures: food.measures })),
      };
    },

    async food(userId: string, id: string): Promise<FoodDetail> {
      const food = await foodOf(userId, id);
      if (!food) throw new AppError('FOOD_NOT_FOUND', 'That food was not found.', 404, 'id');
      return detailOf(food);
    },

    async barcode(userId: string, code: string): Promise<BarcodeResponse> {
      const found = await labelFood(userId, code);
      if (!found) {
        throw new AppError('FOOD_NOT_FOUND', `No nutrition label was found for barcode ${code}. Search for the food by name instead.`, 404, 'code');
      }
      return { food: detailOf(found.food), notice: found.notice };
    },

    async addEntry(userId: string, body: LogEntryBody): Promise<LogEntry> {
      notFuture(body.localDate, 'localDate');
      const food = await foodOf(userId, body.foodId);
      if (!food) throw notFoundFood();
      const grams = portion(body.amount, body.unit, food);
      const row = await repo.insertEntry(db, userId, {
        localDate: body.localDate,
        slot: body.slot,
        foodId: food.id,
        foodName: food.name,
        foodSource: food.source,
        amount: body.amount,
        unitLabel: body.unit,
        grams,
        per100gSnapshot: food.source === 'usda-sr24' ? null : (food.per100g as Record<string, number>),
        clientId: body.clientId ?? null,
      });
      return toEntry(row);
    },

    async updateEntry(userId: string, id: string, patch: LogEntryPatch): Promise<LogEntry> {
      const row = await repo.findEntry(db, userId, id);
      if (!row) throw new AppError('NOT_FOUND', 'That entry was not found.', 404, 'id');
      if (patch.localDate) notFuture(patch.localDate, 'localDate');
      const amount = patch.amount ?? row.amount;
      const unit = patch.unit ?? row.unitLabel;
      const measures = row.per100gSnapshot ? labelMeasures : (getFood(row.foodId)?.measures ?? []);
      const grams = portion(amount, unit, { id: row.foodId, name: row.foodName, brand: null, barcode: null, group: '', source: row.foodSource as SourceId, per100g: {}, measures });
      const updated = await repo.updateEntry(db, userId, id, { amount, unitLabel: unit, grams, ...(patch.slot && { slot: patch.slot }), ...(patch.localDate && { localDate: patch.localDate }) });
      return toEntry(updated ?? row);
    },

    async deleteEntry(userId: string, id: string): Promise<{ deleted: true }> {
      if (!(await repo.deleteEntry(db, userId, id))) throw new AppError('NOT_FOUND', 'That entry was not found.', 404, 'id');
      return { deleted: true };
    },

    async day(userId: string, date: string): Promise<DayResponse> {
      const [rows, settings, profile] = await Promise.all([repo.entriesBetween(db, userId, date, date), slotsOf(userId), profileOf(userId)]);
      const entries = rows.map(toEntry);
      const slotNames = [...settings.slots, ...new Set(entries.map((e) => e.slot).filter((s) => !settings.slots.includes(s)))];
      const slots = slotNames.map((slot) => {
        const inSlot = entries.filter((e) => e.slot === slot);
        return { slot, custom: !(defaultMealSlots as readonly string[]).includes(slot), entries: inSlot, totals: sumNutrients(inSlot.map((e) => e.nutrients as Nutrients)) };
      });
      const totals = sumNutrients(entries.map((e) => e.nutrients as Nutrients));
      const targets = dailyTargets(profile.dri);
      const tiers = new Map<string, { tier: SourceInfo['tier']; label: string; entries: number }>();
      for (const e of entries) {
        const t = tiers.get(e.source.tier) ?? { tier: e.source.tier, label: e.source.label, entries: 0 };
        t.entries++;
        tiers.set(e.source.tier, t);
      }
      const carbsPerMeal = targets.carbsPerMeal
        ? {
            ...targets.carbsPerMeal,
            meals: slots
              .filter((s) => s.entries.length > 0 && s.slot !== 'snack')
              .map((s) => {
                const carbsG = round1(s.totals.values.carbsG ?? 0);
                return { slot: s.slot, carbsG, within: carbsG >= targets.carbsPerMeal!.minG && carbsG <= targets.carbsPerMeal!.maxG };
              }),
          }
        : null;
      return {
        date,
        slots,
        totals: totals as DayResponse['totals'],
        targets: progressOf(targets, totals, entries.length),
        targetNotes: targets.notes,
        carbsPerMeal,
        tiers: [...tiers.values()],
        alignment: alignmentOfDay(date, rows.map(alignmentFoodOf), totals.values, targets.targets, profile.diet),
      };
    },

    async progress(userId: string, from: string, to: string): Promise<ProgressResponse> {
      const [rows, profile] = await Promise.all([repo.entriesBetween(db, userId, from, to), profileOf(userId)]);
      const targets = dailyTargets(profile.dri);
      const days = datesBetween(from, to).map((date) => {
        const dayRows = rows.filter((r) => r.localDate === date);
        const total = sumNutrients(dayRows.map(entryNutrients));
        const percent: Record<string, number> = {};
        for (const t of targets.targets) percent[t.key] = t.amount > 0 ? Math.round(((total.values[t.key] ?? 0) / t.amount) * 100) : 0;
        return { date, entries: dayRows.length, values: total.values as Record<string, number>, percent, rows: dayRows };
      });
      const logged = days.filter((d) => d.entries > 0);
      const averages: Record<string, number> = {};
      for (const t of targets.targets) {
        if (logged.length) averages[t.key] = round1(logged.reduce((s, d) => s + (d.values[t.key] ?? 0), 0) / logged.length);
      }
      const alignment = logged.flatMap((d) => alignmentOfDay(d.date, d.rows.map(alignmentFoodOf), d.values, targets.targets, profile.diet));
      return {
        from,
        to,
        days: days.map(({ rows: _rows, ...d }) => d),
        targets: progressOf(targets, { values: {}, missing: {} }, 0).map(({ intake: _i, percent: _p, atLeast: _a, status: _s, ...t }) => t),
        averages,
        loggedDays: logged.length,
        alignment,
        profile: { dietType: profile.diet.dietType, restrictions: profile.diet.restrictions, goals: profile.diet.goals },
      };
    },

    async recent(userId: string): Promise<{ foods: QuickFood[] }> {
      const seen = new Set<string>();
      const foods: QuickFood[] = [];
      for (const row of await repo.latestEntries(db, userId, 200)) {
        if (seen.has(row.foodId)) continue;
        seen.add(row.foodId);
        foods.push(quickOf(row.foodId, row.foodName, row.foodSource, row.amount, row.unitLabel));
        if (foods.length >= 15) break;
      }
      return { foods };
    },

    async favourites(userId: string): Promise<{ foods: QuickFood[] }> {
      return { foods: (await repo.favourites(db, userId)).map((f) => quickOf(f.foodId, f.foodName, f.foodSource, f.amount, f.unitLabel)) };
    },

    async addFavourite(userId: string, body: { foodId: string; amount?: number; unit?: string }): Promise<{ foods: QuickFood[] }> {
      const food = await foodOf(userId, body.foodId);
      if (!food) throw notFoundFood();
      const amount = body.amount ?? 100;
      const unit = body.unit ?? 'g';
      portion(amount, unit, food);
      await repo.upsertFavourite(db, userId, {
        foodId: food.id,
        foodName: food.name,
        foodSource: food.source,
        amount,
        unitLabel: unit,
        per100gSnapshot: food.source === 'usda-sr24' ? null : (food.per100g as Record<string, number>),
      });
      return this.favourites(userId);
    },

    async removeFavourite(userId: string, foodId: string): Promise<{ foods: QuickFood[] }> {
      await repo.deleteFavourite(db, userId, foodId);
      return this.favourites(userId);
    },

    settings: slotsOf,

    async saveSettings(userId: string, customSlots: string[]): Promise<SettingsResponse> {
      await repo.saveCustomSlots(db, userId, customSlots);
      return slotsOf(userId);
    },
  };
}

function detailOf(food: LogFood): FoodDetail {
  return {
    id: food.id,
    name: food.name,
    group: food.group,
    brand: food.brand,
    barcode: food.barcode,
    source: sourceInfo(food.source),
    kcalPer100g: food.per100g.kcal ?? null,
    measures: food.measures,
    per100g: food.per100g as Record<string, number>,
  };
}

function quickOf(foodId: string, foodName: string, source: string, amount: number, unit: string): QuickFood {
  return { foodId, foodName, source: sourceInfo(source), amount, unit, measures: foodId.startsWith('off:') ? labelMeasures : (getFood(foodId)?.measures ?? []) };
}

export type NutritionService = ReturnType<typeof createNutritionService>;
