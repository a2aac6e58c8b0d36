import { describe, expect, it } from 'vitest';
import { ageBandOf, dailyTargets, estimateEnergy, type DailyTargets } from './dri';
import type { NutrientKey } from './nutrients';

const amount = (t: DailyTargets, key: NutrientKey) => t.targets.find((x) => x.key === key)!;

describe('DRI targets (values from the NIH ODS fact sheets)', () => {
  it('man 19–30 and woman 19–30', () => {
    const m = dailyTargets({ age: 25, sex: 'male' });
    const f = dailyTargets({ age: 25, sex: 'female' });
    expect(m.ageBand).toBe('19-30');
    const expected: [NutrientKey, number, number][] = [
      ['fiberG', 38, 25], ['potassiumMg', 3400, 2600], ['calciumMg', 1000, 1000], ['ironMg', 8, 18], ['magnesiumMg', 400, 310],
      ['zincMg', 11, 8], ['vitaminAUg', 900, 700], ['vitaminCMg', 90, 75], ['vitaminDUg', 15, 15], ['vitaminEMg', 15, 15],
      ['vitaminKUg', 120, 90], ['vitaminB6Mg', 1.3, 1.3], ['vitaminB12Ug', 2.4, 2.4], ['folateUg', 400, 400], ['thiaminMg', 1.2, 1.1],
      ['riboflavinMg', 1.3, 1.1], ['niacinMg', 16, 14], ['cholineMg', 550, 425], ['proteinG', 56, 46], ['carbsG', 130, 130], ['sodiumMg', 2300, 2300],
    ];
    for (const [key, man, woman] of expected) {
      expect(amount(m, key).amount, `${key} men`).toBe(man);
      expect(amount(f, key).amount, `${key} women`).toBe(woman);
    }
    expect(amount(m, 'vitaminKUg').kind).toBe('ai');
    expect(amount(m, 'ironMg').kind).toBe('rda');
  });

  it('age bands change magnesium, calcium, iron, B6, fibre, vitamin D and the calcium UL', () => {
    expect(amount(dailyTargets({ age: 40, sex: 'male' }), 'magnesiumMg').amount).toBe(420);
    expect(amount(dailyTargets({ age: 40, sex: 'female' }), 'magnesiumMg').amount).toBe(320);
    const w60 = dailyTargets({ age: 60, sex: 'female' });
    expect(amount(w60, 'calciumMg')).toMatchObject({ amount: 1200, ul: 2000 });
    expect(amount(w60, 'ironMg').amount).toBe(8);
    expect(amount(w60, 'vitaminB6Mg').amount).toBe(1.5);
    expect(amount(w60, 'fiberG').amount).toBe(21);
    const m60 = dailyTargets({ age: 60, sex: 'male' });
    expect(amount(m60, 'calciumMg').amount).toBe(1000);
    expect(amount(m60, 'vitaminB6Mg').amount).toBe(1.7);
    expect(amount(m60, 'fiberG').amount).toBe(30);
    const m75 = dailyTargets({ age: 75, sex: 'male' });
    expect(m75.ageBand).toBe('71+');
    expect(amount(m75, 'calciumMg').amount).toBe(1200);
    expect(amount(m75, 'vitaminDUg')).toMatchObject({ amount: 20, ul: 100 });
    expect(amount(dailyTargets({ age: 30, sex: 'male' }), 'calciumMg').ul).toBe(2500);
    expect([ageBandOf(19), ageBandOf(30), ageBandOf(31), ageBandOf(50), ageBandOf(51), ageBandOf(70), ageBandOf(71)]).toEqual(['19-30', '19-30', '31-50', '31-50', '51-70', '51-70', '71+']);
  });

  it('no sex recorded: the higher value, and says so', () => {
    const n = dailyTargets({ age: 35 });
    expect(n.sex).toBe('neutral');
    expect(n.notes.join(' ')).toMatch(/higher of the values/);
    expect(amount(n, 'ironMg').amount).toBe(18);
    expect(amount(n, 'vitaminKUg').amount).toBe(120);
    expect(amount(n, 'fiberG').amount).toBe(38);
    expect(dailyTargets({ age: 35, sex: 'prefer-not-to-say' }).sex).toBe('neutral');
  });

  it('every value has a real https source; ULs say what they apply to', () => {
    for (const t of dailyTargets({ age: 45, sex: 'female' }).targets) {
      expect(t.source.url).toMatch(/^https:\/\/[a-z.]+\.(gov|org)\//);
      expect(t.source.title.length).toBeGreaterThan(5);
      if (t.ul !== undefined) expect(['total', 'supplements']).toContain(t.ulAppliesTo);
    }
    expect(amount(dailyTargets(), 'vitaminKUg').source.url).toBe('https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/');
    expect(amount(dailyTargets(), 'magnesiumMg').ulAppliesTo).toBe('supplements');
  });

  it('energy: 2000 kcal without measurements, the IOM EER equation with them; saturated fat < 10 % of it', () => {
    expect(estimateEnergy({})).toEqual({ kcal: 2000, estimated: false });
    // 662 − 9.53×30 + 1.11 × (15.91×70 + 539.6×1.75) = 2660.5
    expect(estimateEnergy({ age: 30, sex: 'male', weightKg: 70, heightCm: 175 })).toEqual({ kcal: 2660, estimated: true });
    // 354 − 6.91×40 + 1.12 × (9.36×60 + 726×1.65) = 2048.2
    expect(estimateEnergy({ age: 40, sex: 'female', weightKg: 60, heightCm: 165 }).kcal).toBe(2050);
    const t = dailyTargets({ age: 30, sex: 'male', weightKg: 70, heightCm: 175 });
    // < 10 % of 2660 kcal at 9 kcal/g = 29.6 g
    expect(amount(t, 'satFatG').amount).toBe(30);
    expect(amount(t, 'proteinG').amount).toBe(56);
    expect(amount(dailyTargets({}), 'satFatG').amount).toBe(22);
  });

  it('hypertension → sodium 1500 mg (AHA / DASH); diabetes → a carbohydrate-per-meal guide', () => {
    const h = dailyTargets({ age: 50, sex: 'male', conditions: ['High blood pressure'] });
    expect(amount(h, 'sodiumMg')).toMatchObject({ amount: 1500, direction: 'at-most' });
    expect(amount(h, 'sodiumMg').source.url).toMatch(/heart\.org/);
    expect(dailyTargets({ conditions: ['Hypertension'] }).targets.find((t) => t.key === 'sodiumMg')!.amount).toBe(1500);
    expect(h.carbsPerMeal).toBeNull();
    const d = dailyTargets({ conditions: ['Type 2 diabetes'] });
    expect(d.carbsPerMeal).toMatchObject({ minG: 45, maxG: 60 });
    expect(d.carbsPerMeal!.note).toMatch(/not a prescription/);
    expect(d.carbsPerMeal!.sources.length).toBeGreaterThan(0);
  });
});
