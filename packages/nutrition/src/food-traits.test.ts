import { describe, expect, it } from 'vitest';
import { allergensOf, allergyConflicts, allergyRule, dietConflicts, recipeTraits, traitsOf, type FoodTrait, type TraitFood } from './food-traits';
import { allFoods, getFood } from './foods';

const sr = (id: string) => {
  const food = getFood(id);
  if (!food) throw new Error(`no food ${id}`);
  return traitsOf(food);
};
/** A label or user food shaped like a table food (not in SR24). */
const labelFood = (name: string, per100g: TraitFood['per100g'] = {}, group = 'Branded and formulated foods'): TraitFood => ({ name, group, per100g });

describe('traitsOf: what a food is, from its group and name', () => {
  it.each([
    ['05062', 'meat'], // chicken breast
    ['10123', 'meat'], // bacon
    ['13', 'meat'],
    ['17224', 'meat'], // ground lamb
    ['06172', 'meat'], // chicken stock
    ['15121', 'fish'], // tuna
    ['06971', 'fish'], // Worcestershire sauce (anchovies)
    ['06179', 'fish'], // fish sauce
    ['15149', 'shellfish'], // shrimp
    ['15164', 'mollusc'], // mussels
    ['01077', 'dairy'], // milk
    ['01009', 'dairy'], // cheddar
    ['01123', 'egg'],
    ['04025', 'egg'], // mayonnaise
    ['20109', 'egg'], // egg noodles
    ['19296', 'honey'],
    ['18075', 'wheat'], // whole-wheat bread
    ['20120', 'gluten'], // spaghetti
    ['20005', 'gluten'], // barley
    ['14003', 'gluten'], // beer
    ['16398', 'peanut'],
    ['04042', 'peanut'], // peanut oil counts
    ['12061', 'tree-nut'], // almonds
    ['12155', 'tree-nut'], // walnuts
    ['16126', 'soy'], // tofu
    ['16112', 'soy'], // miso
    ['12166', 'sesame'], // tahini
    ['16137', 'sesame'], // hummus
    ['02046', 'mustard'],
    ['11143', 'celery'],
    ['09032', 'sulphites'], // sulfured dried apricots
  ] as [string, FoodTrait][])('%s has %s', (id, trait) => {
    if (id.length === 2) {
      // Every beef product is meat.
      const beef = allFoods().filter((f) => f.id.startsWith('13'));
      expect(beef.length).toBeGreaterThan(100);
      for (const f of beef) expect(traitsOf(f), f.name).toContain('meat');
      return;
    }
    expect(sr(id)).toContain(trait);
  });

  it.each([
    ['16104', 'meat'], // meatless bacon
    ['12118', 'meat'], // coconut milk, "grated meat"
    ['12108', 'tree-nut'], // desiccated coconut
    ['11485', 'tree-nut'], // butternut squash
    ['02025', 'tree-nut'], // nutmeg
    ['16120', 'dairy'], // soy milk
    ['16398', 'dairy'], // peanut butter
    ['11209', 'egg'], // eggplant
    ['42178', 'egg'], // tofu mayonnaise
    ['20009', 'wheat'], // buckwheat
    ['20133', 'gluten'], // rice noodles
    ['18363', 'gluten'], // corn tortillas
    ['20061', 'gluten'], // rice flour
    ['16157', 'gluten'], // chickpea flour
    ['08120', 'gluten'], // oats are flagged as oats, not gluten
    ['04044', 'soy'], // refined soybean oil is exempt from allergen labels
    ['11475', 'shellfish'], // scallop squash
    ['11987', 'shellfish'], // oyster mushrooms
    ['09218', 'grapefruit-family'], // tangerine
    ['14201', 'caffeine'], // decaffeinated coffee
    ['02068', 'alcohol'], // red wine vinegar
    ['01028', 'tyramine-rich'], // fresh mozzarella
    ['01015', 'tyramine-rich'], // cottage cheese
    ['11457', 'calcium-rich'], // spinach: 99 mg per 100 g, just under the 100 mg threshold
  ] as [string, FoodTrait][])('%s does not have %s', (id, trait) => {
    expect(sr(id)).not.toContain(trait);
  });

  it('marks oats apart so a gluten-free plan can choose about them', () => {
    expect(sr('08120')).toEqual(expect.arrayContaining(['oats', 'grain']));
    expect(sr('08037')).toEqual(expect.arrayContaining(['oats', 'gluten'])); // homemade granola has wheat germ
  });

  it('finds the MAO-inhibitor foods: aged cheese, cured meats, soy condiments, fermented foods, yeast extract, fava', () => {
    for (const id of ['01004', '01009', '01032', '01040', '01022', '01006', '07069', '07057', '07019', '16123', '16124', '16112', '11439', '43406', '11088', '06112']) {
      expect(sr(id), getFood(id)!.name).toContain('tyramine-rich');
    }
    expect(traitsOf(labelFood('Kimchi, napa cabbage'))).toContain('tyramine-rich');
    expect(traitsOf(labelFood('Marmite yeast extract'))).toContain('tyramine-rich');
    expect(traitsOf(labelFood('Draft beer, IPA', { alcoholG: 5 }, 'Beverages'))).toEqual(expect.arrayContaining(['tyramine-rich', 'alcohol', 'gluten']));
    expect(traitsOf(labelFood('Prosciutto di Parma'))).toEqual(expect.arrayContaining(['tyramine-rich', 'meat']));
  });

  it('finds the grapefruit family, including pomelo, tangelo, Seville orange and marmalade', () => {
    for (const id of ['09111', '09112', '09404', '09295', '19303']) expect(sr(id)).toContain('grapefruit-family');
    expect(traitsOf(labelFood('Minneola tangelos'))).toContain('grapefruit-family');
    expect(traitsOf(labelFood('Seville orange juice'))).toContain('grapefruit-family');
    expect(traitsOf(labelFood('Orange juice, not from concentrate'))).not.toContain('grapefruit-family');
  });

  it('finds potassium salt substitutes by name (none are in SR24; label and user foods are)', () => {
    expect(allFoods().filter((f) => traitsOf(f).includes('potassium-salt-substitute'))).toEqual([]);
    for (const name of ['NoSalt salt substitute', 'Lite salt (50% potassium chloride)', 'LoSalt reduced sodium salt']) {
      expect(traitsOf(labelFood(name, { potassiumMg: 25000 }))).toContain('potassium-salt-substitute');
    }
    expect(sr('02047')).not.toContain('potassium-salt-substitute'); // table salt
  });

  it('reads vitamin K, caffeine, calcium and iron from the nutrients', () => {
    expect(sr('11233')).toContain('vitamin-k-rich'); // kale 817 µg
    expect(sr('11457')).toContain('vitamin-k-rich'); // spinach 483 µg
    expect(sr('11090')).toContain('vitamin-k-rich'); // broccoli 102 µg
    expect(sr('11124')).not.toContain('vitamin-k-rich'); // carrot 13 µg
    expect(sr('14209')).toContain('caffeine'); // coffee
    expect(sr('14355')).toContain('caffeine'); // black tea
    expect(sr('19904')).toContain('caffeine'); // dark chocolate
    expect(traitsOf(labelFood('Energy drink, sugar free'))).toContain('caffeine'); // named, not analysed
    expect(traitsOf(labelFood('Herbal tea, chamomile'))).not.toContain('caffeine');
    expect(sr('01077')).toContain('calcium-rich');
    expect(sr('08120')).toContain('iron-rich');
  });

  it('keeps plain foods plain', () => {
    for (const id of ['09003', '11124', '11282', '20044', '04053', '09040']) {
      const t = sr(id).filter((x) => !['grain', 'iron-rich', 'calcium-rich'].includes(x));
      expect(t, getFood(id)!.name).toEqual([]);
    }
  });

  it('classifies the whole table without contradictions', () => {
    const foods = allFoods();
    for (const f of foods) {
      const t = traitsOf(f);
      if (f.group === 'Fruits and fruit juices') expect(t.filter((x) => ['meat', 'fish', 'dairy', 'wheat'].includes(x)), f.name).toEqual([]);
      if (f.group === 'Finfish and shellfish products') expect(t.includes('fish') || t.includes('shellfish'), f.name).toBe(true);
      if (f.group === 'Poultry products') expect(t, f.name).toContain('meat');
    }
    expect(foods.filter((f) => traitsOf(f).includes('grapefruit-family')).length).toBeLessThan(40);
  });
});

describe('allergens, diets and recipes', () => {
  it('maps traits to the contract allergen tags', () => {
    expect(allergensOf(['peanut', 'dairy', 'wheat', 'gluten', 'mollusc', 'shellfish', 'vitamin-k-rich'])).toEqual(['peanut', 'milk', 'wheat', 'gluten', 'shellfish', 'molluscs']);
    expect(allergensOf(['oats', 'caffeine'])).toEqual([]);
  });

  it('names the traits that break a diet', () => {
    expect(dietConflicts(['egg', 'dairy', 'honey'], 'vegetarian')).toEqual([]);
    expect(dietConflicts(['egg', 'dairy', 'honey'], 'vegan')).toEqual(['egg', 'dairy', 'honey']);
    expect(dietConflicts(['fish', 'meat'], 'pescatarian')).toEqual(['meat']);
    expect(dietConflicts(['wheat', 'oats'], 'gluten-free')).toEqual(['wheat']);
  });

  it('judges a recipe per serving: a pinch of dried herbs is not a vitamin K dose, a bowl of kale is', () => {
    const pinch = recipeTraits({ servings: 4, ingredients: [{ foodId: '02027', grams: 1, label: '1/2 tsp oregano' }, { foodId: '20044', grams: 200, label: '1 cup rice' }] });
    expect(pinch.traits).not.toContain('vitamin-k-rich');
    const kale = recipeTraits({ servings: 2, ingredients: [{ foodId: '11233', grams: 150, label: '1 bunch kale' }] });
    expect(kale.traits).toContain('vitamin-k-rich');
    expect(kale.gramsPerServing['vitamin-k-rich']).toBe(75);
  });

  it('tells how much of a trait a serving holds (a "large grapefruit serving")', () => {
    const t = recipeTraits({
      servings: 2,
      ingredients: [
        { foodId: '09112', grams: 250, label: '1 grapefruit' },
        { foodId: '01117', grams: 150, label: 'yogurt' },
      ],
    });
    expect(t.traits).toEqual(expect.arrayContaining(['grapefruit-family', 'dairy']));
    expect(t.gramsPerServing['grapefruit-family']).toBe(125);
    expect(t.allergens).toEqual(['milk']);
    expect(t.ingredients[0]).toMatchObject({ foodId: '09112', gramsPerServing: 125, traits: ['grapefruit-family'] });
  });

  it('treats an unknown food id as a food with no known traits', () => {
    const t = recipeTraits({ servings: 1, ingredients: [{ foodId: '99999', grams: 100, label: 'mystery' }] });
    expect(t.traits).toEqual([]);
    expect(t.ingredients[0]!.name).toBe('Unknown food');
  });
});

describe('free-text allergies', () => {
  it('reads common allergy words into traits', () => {
    expect(allergyRule('Peanut allergy').traits).toEqual(['peanut']);
    expect(allergyRule('tree nuts').traits).toEqual(expect.arrayContaining(['tree-nut', 'peanut']));
    expect(allergyRule('lactose intolerance').traits).toEqual(['dairy']);
    expect(allergyRule('coeliac disease').traits).toEqual(['gluten', 'wheat']);
    expect(allergyRule('Shellfish').traits).toEqual(['shellfish']);
    expect(allergyRule('oysters').traits).toEqual(['mollusc']);
    expect(allergyRule('kiwi').traits).toEqual([]);
    expect(allergyRule('kiwi').terms).toEqual(['kiwi']);
    expect(allergyRule('strawberries').terms).toEqual(['strawberr']);
  });

  it('finds the ingredients a typed allergy rules out, by trait or by food name', () => {
    const smoothie = {
      servings: 1,
      ingredients: [
        { foodId: '09316', grams: 150, label: '1 cup strawberries' },
        { foodId: '09148', grams: 70, label: '1 kiwi' },
        { foodId: '01117', grams: 120, label: 'yogurt' },
      ],
    };
    expect(allergyConflicts(smoothie, 'strawberry').map((i) => i.foodId)).toEqual(['09316']);
    expect(allergyConflicts(smoothie, 'Kiwi fruit allergy').map((i) => i.foodId)).toEqual(['09148']);
    expect(allergyConflicts(smoothie, 'dairy').map((i) => i.foodId)).toEqual(['01117']);
    expect(allergyConflicts(smoothie, 'sesame')).toEqual([]);
    const padThai = { servings: 2, ingredients: [{ foodId: '16390', grams: 30, label: 'peanuts' }, { foodId: '06179', grams: 30, label: 'fish sauce' }] };
    expect(allergyConflicts(padThai, 'nuts').map((i) => i.foodId)).toEqual(['16390']);
    expect(allergyConflicts(padThai, 'anchovies').map((i) => i.foodId)).toEqual(['06179']);
  });
});
