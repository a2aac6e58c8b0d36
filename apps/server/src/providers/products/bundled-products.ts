/**
 * The bundled product set: sample products for the product fact checker when Open Food Facts is
 * off or unreachable. The barcodes use the GS1 restricted-circulation range (prefix 200), so they
 * never collide with a real product; names say "(sample)".
 */
import type { LabelledProduct, ProductProvider } from './product-provider';

/** Sample label values per 100 g (as a label prints them), for logging a sample product in the food diary. */
export const bundledProducts: readonly Omit<LabelledProduct, 'source' | 'sourceUrl'>[] = [
  { barcode: '2000000001371', name: 'Ruby Red Grapefruit Juice', brand: 'Sunrise Grove (sample)', ingredients: 'Grapefruit juice (from concentrate), water, vitamin C (ascorbic acid).' , per100g: { kcal: 41, proteinG: 0.5, fatG: 0, carbsG: 9.5, sugarsG: 9, fiberG: 0, sodiumMg: 2, potassiumMg: 150, vitaminCMg: 38 } },
  { barcode: '2000000002743', name: 'Morning Citrus Blend Juice', brand: 'Sunrise Grove (sample)', ingredients: 'Orange juice, grapefruit juice, pomelo juice, natural flavours, citric acid (E330).' },
  { barcode: '2000000004112', name: 'Classic Milk Chocolate Bar', brand: 'Cocoa Hill (sample)', ingredients: 'Sugar, cocoa butter, whole milk powder, cocoa mass, whey powder (milk), emulsifier: soya lecithin (E322), vanilla extract. May contain hazelnuts, almonds.' },
  { barcode: '2000000005485', name: 'Black Licorice Twists', brand: 'Old Mill Sweets (sample)', ingredients: 'Wheat flour, molasses, sugar, licorice extract, caramel colour (E150d), salt, anise oil, glycerol (E422).' },
  { barcode: '2000000006857', name: 'Aged Cheddar Cheese', brand: 'Valley Creamery (sample)', ingredients: "Pasteurised cow's milk, salt, cultures, microbial rennet. Matured 18 months." , per100g: { kcal: 410, proteinG: 25, fatG: 34, satFatG: 21, carbsG: 0.1, sugarsG: 0.1, sodiumMg: 700, calciumMg: 720 } },
  { barcode: '2000000008226', name: 'Energy Drink Original', brand: 'Volt (sample)', ingredients: 'Carbonated water, sucrose, glucose, citric acid (E330), taurine, sodium citrate, caffeine (32 mg/100 ml), guarana extract, niacin, vitamin B6, vitamin B12, colour: caramel (E150d), sunset yellow (E110).' },
  { barcode: '2000000009599', name: 'Calm Night Herbal Tea', brand: 'Meadow Leaf (sample)', ingredients: "Chamomile flowers, valerian root, lemon balm, St. John's wort, lavender flowers." },
  { barcode: '2000000010960', name: 'Immune Support Gummies', brand: 'Daily Bloom (sample)', ingredients: 'Glucose syrup, sugar, gelatine (pork), water, elderberry extract, echinacea extract, zinc citrate, vitamin C, citric acid, natural flavour, colour: carmine (E120).' },
  { barcode: '2000000012339', name: 'Green Power Smoothie', brand: 'Fresh Press (sample)', ingredients: 'Apple juice, kale, spinach, cucumber, banana puree, lemon juice, spirulina, ginger.' },
  { barcode: '2000000013701', name: 'Protein Crunch Bar', brand: 'Peak Fuel (sample)', ingredients: 'Milk protein isolate, peanuts, soy protein crisps (soy protein isolate, tapioca starch), sugar alcohol (maltitol), almonds, cocoa, whey protein concentrate, sunflower lecithin, sucralose (E955), salt.' , per100g: { kcal: 380, proteinG: 30, fatG: 14, satFatG: 5, carbsG: 32, sugarsG: 3, fiberG: 6, sodiumMg: 300 } },
  { barcode: '2000000015071', name: 'Sugar-Free Cola', brand: 'Fizz Co (sample)', ingredients: 'Carbonated water, colour (caramel E150d), phosphoric acid (E338), sweeteners (aspartame E951, acesulfame K E950), natural flavourings including caffeine, citric acid (E330). Contains a source of phenylalanine.' , per100g: { kcal: 0.4, proteinG: 0, fatG: 0, carbsG: 0, sugarsG: 0, sodiumMg: 8, caffeineMg: 12 } },
  { barcode: '2000000016443', name: 'Wholegrain Seeded Bread', brand: 'Stone Oven (sample)', ingredients: 'Wholemeal wheat flour, water, sunflower seeds, rye flour, barley malt extract, yeast, linseed, sesame seeds, salt, vegetable oil (rapeseed), preservative: calcium propionate (E282).' , per100g: { kcal: 250, proteinG: 10, fatG: 5.5, satFatG: 0.7, carbsG: 38, sugarsG: 3, fiberG: 7, sodiumMg: 400 } },
  { barcode: '2000000017815', name: 'Instant Chicken Noodle Soup', brand: 'Quick Pot (sample)', ingredients: 'Noodles (wheat flour, palm oil, salt), salt, flavour enhancers (monosodium glutamate E621, disodium inosinate E631), dried chicken (2%), maltodextrin, onion powder, celery powder, egg powder, turmeric, pepper.' , per100g: { kcal: 38, proteinG: 1.2, fatG: 1.4, satFatG: 0.6, carbsG: 5.2, sugarsG: 0.4, fiberG: 0.3, sodiumMg: 390 } },
  { barcode: '2000000019185', name: 'Soy Sauce Naturally Brewed', brand: 'East Harbor (sample)', ingredients: 'Water, soybeans, wheat, salt.' },
  { barcode: '2000000020556', name: 'Strawberry Yogurt', brand: 'Valley Creamery (sample)', ingredients: 'Yogurt (milk), strawberries (8%), sugar, modified maize starch, gelatine, natural flavouring, colour: beetroot red (E162), lemon juice concentrate.' , per100g: { kcal: 96, proteinG: 3.6, fatG: 2.8, satFatG: 1.8, carbsG: 14, sugarsG: 13, sodiumMg: 50, calciumMg: 120 } },
  { barcode: '2000000021928', name: 'Salt Substitute Low Sodium', brand: 'Pantry Basics (sample)', ingredients: 'Potassium chloride, salt (sodium chloride), anti-caking agent: magnesium carbonate (E504).' },
  { barcode: '2000000023298', name: 'Vegan Oat Drink', brand: 'Oat Field (sample)', ingredients: 'Water, oats (10%), rapeseed oil, calcium carbonate, sea salt, vitamin D2, riboflavin, vitamin B12. Gluten-free oats.' , per100g: { kcal: 46, proteinG: 1, fatG: 1.5, satFatG: 0.2, carbsG: 6.7, sugarsG: 4, fiberG: 0.8, sodiumMg: 40, calciumMg: 120, vitaminDUg: 1.1 } },
  { barcode: '2000000024660', name: 'Prawn Cocktail Crisps', brand: 'Crunch Co (sample)', ingredients: 'Potatoes, sunflower oil, sugar, salt, rice flour, dried prawn powder (crustacean), flavourings, acidity regulator: citric acid, colour: paprika extract (E160c), sweetener: saccharin (E954).' },
  { barcode: '2000000026039', name: 'Fish Oil Omega-3 Softgels', brand: 'Daily Bloom (sample)', ingredients: 'Fish oil (anchovy, sardine), gelatin (bovine), glycerin, water, mixed tocopherols (vitamin E).' },
  { barcode: '2000000027401', name: 'Matcha Green Tea Latte Mix', brand: 'Leaf & Co (sample)', ingredients: 'Sugar, skimmed milk powder, matcha green tea powder (10%), coconut oil, anti-caking agent (E551).' },
];

const byBarcode = new Map(bundledProducts.map((p) => [p.barcode, p]));

export const bundledProductProvider: ProductProvider = {
  name: 'bundled',
  async lookup(barcode) {
    const p = byBarcode.get(barcode);
    return p ? { ...p, source: 'bundled', sourceUrl: null } : null;
  },
};
