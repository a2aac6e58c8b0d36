/**
 * The bundled product set: sample products for the product fact checker when Open Food Facts is
 * off or unreachable. The barcodes use the GS1 restricted-circulation range (prefix 200), so they
 * never collide with a real product; names say "(sample)".
 */
import type { Product, ProductProvider } from './product-provider';

export const bundledProducts: readonly Omit<Product, 'source' | 'sourceUrl'>[] = [
  { barcode: '2000000001371', name: 'Ruby Red Grapefruit Juice', brand: 'Sunrise Grove (sample)', ingredients: 'Grapefruit juice (from concentrate), water, vitamin C (ascorbic acid).' },
  { barcode: '2000000002743', name: 'Morning Citrus Blend Juice', brand: 'Sunrise Grove (sample)', ingredients: 'Orange juice, grapefruit juice, pomelo juice, natural flavours, citric acid (E330).' },
  { barcode: '2000000004112', name: 'Classic Milk Chocolate Bar', brand: 'Cocoa Hill (sample)', ingredients: 'Sugar, cocoa butter, whole milk powder, cocoa mass, whey powder (milk), emulsifier: soya lecithin (E322), vanilla extract. May contain hazelnuts, almonds.' },
  { barcode: '2000000005485', name: 'Black Licorice Twists', brand: 'Old Mill Sweets (sample)', ingredients: 'Wheat flour, molasses, sugar, licorice extract, caramel colour (E150d), salt, anise oil, glycerol (E422).' },
  { barcode: '2000000006857', name: 'Aged Cheddar Cheese', brand: 'Valley Creamery (sample)', ingredients: "Pasteurised cow's milk, salt, cultures, microbial rennet. Matured 18 months." },
  { barcode: '2000000008226', name: 'Energy Drink Original', brand: 'Volt (sample)', ingredients: 'Carbonated water, sucrose, glucose, citric acid (E330), taurine, sodium citrate, caffeine (32 mg/100 ml), guarana extract, niacin, vitamin B6, vitamin B12, colour: caramel (E150d), sunset yellow (E110).' },
  { barcode: '2000000009599', name: 'Calm Night Herbal Tea', brand: 'Meadow Leaf (sample)', ingredients: "Chamomile flowers, valerian root, lemon balm, St. John's wort, lavender flowers." },
  { barcode: '2000000010960', name: 'Immune Support Gummies', brand: 'Daily Bloom (sample)', ingredients: 'Glucose syrup, sugar, gelatine (pork), water, elderberry extract, echinacea extract, zinc citrate, vitamin C, citric acid, natural flavour, colour: carmine (E120).' },
  { barcode: '2000000012339', name: 'Green Power Smoothie', brand: 'Fresh Press (sample)', ingredients: 'Apple juice, kale, spinach, cucumber, banana puree, lemon juice, spirulina, ginger.' },
  { barcode: '2000000013701', name: 'Protein Crunch Bar', brand: 'Peak Fuel (sample)', ingredients: 'Milk protein isolate, peanuts, soy protein crisps (soy protein isolate, tapioca starch), sugar alcohol (maltitol), almonds, cocoa, whey protein concentrate, sunflower lecithin, sucralose (E955), salt.' },
  { barcode: '2000000015071', name: 'Sugar-Free Cola', brand: 'Fizz Co (sample)', ingredients: 'Carbonated water, colour (caramel E150d), phosphoric acid (E338), sweeteners (aspartame E951, acesulfame K E950), natural flavourings including caffeine, citric acid (E330). Contains a source of phenylalanine.' },
  { barcode: '2000000016443', name: 'Wholegrain Seeded Bread', brand: 'Stone Oven (sample)', ingredients: 'Wholemeal wheat flour, water, sunflower seeds, rye flour, barley malt extract, yeast, linseed, sesame seeds, salt, vegetable oil (rapeseed), preservative: calcium propionate (E282).' },
  { barcode: '2000000017815', name: 'Instant Chicken Noodle Soup', brand: 'Quick Pot (sample)', ingredients: 'Noodles (wheat flour, palm oil, salt), salt, flavour enhancers (monosodium glutamate E621, disodium inosinate E631), dried chicken (2%), maltodextrin, onion powder, celery powder, egg powder, turmeric, pepper.' },
  { barcode: '2000000019185', name: 'Soy Sauce Naturally Brewed', brand: 'East Harbor (sample)', ingredients: 'Water, soybeans, wheat, salt.' },
  { barcode: '2000000020556', name: 'Strawberry Yogurt', brand: 'Valley Creamery (sample)', ingredients: 'Yogurt (milk), strawberries (8%), sugar, modified maize starch, gelatine, natural flavouring, colour: beetroot red (E162), lemon juice concentrate.' },
  { barcode: '2000000021928', name: 'Salt Substitute Low Sodium', brand: 'Pantry Basics (sample)', ingredients: 'Potassium chloride, salt (sodium chloride), anti-caking agent: magnesium carbonate (E504).' },
  { barcode: '2000000023298', name: 'Vegan Oat Drink', brand: 'Oat Field (sample)', ingredients: 'Water, oats (10%), rapeseed oil, calcium carbonate, sea salt, vitamin D2, riboflavin, vitamin B12. Gluten-free oats.' },
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
