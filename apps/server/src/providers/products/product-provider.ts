/** Product lookup by barcode (issue 4, product fact checker): the provider interface. */
import type { Product } from '@thrivewell/core/contracts/safety-contract';

export type { Product };

/**
 * Label nutrition per 100 g (nutrients.ts keys and units), when the source has it: the food
 * diary logs a product as a "label" food from these (Open Food Facts data is ODbL: kept apart).
 */
export type LabelNutrients = Partial<Record<'kcal' | 'proteinG' | 'fatG' | 'carbsG' | 'fiberG' | 'sugarsG' | 'satFatG' | 'transFatG' | 'cholesterolMg' | 'sodiumMg' | 'potassiumMg' | 'calciumMg' | 'ironMg' | 'vitaminCMg' | 'vitaminDUg' | 'caffeineMg', number>>;
export type LabelledProduct = Product & { per100g?: LabelNutrients | null };

export interface ProductProvider {
  readonly name: 'bundled' | 'openfoodfacts';
  /** The product, or null when the source does not know the barcode. */
  lookup(barcode: string): Promise<LabelledProduct | null>;
}

/** GS1 check digit of a barcode's first digits (EAN-8, UPC-A, EAN-13, GTIN-14). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function hasValidCheckDigit(barcode: string): boolean {
  return /^\d{8,14}$/.test(barcode) && gs1CheckDigit(barcode.slice(0, -1)) === Number(barcode.at(-1));
}
