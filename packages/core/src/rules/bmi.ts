/**
 * Body-mass index for the Personal Information step (spec part 2 §5; P2-ONB-14..16): weight in
 * kg divided by height in metres squared, one decimal. Pounds convert at 0.453592 to kg; feet
 * at 30.48 and inches at 2.54 to cm; the height is divided by 100 unless already in metres.
 */

export const poundsToKg = 0.453592;
export const feetToCm = 30.48;
export const inchesToCm = 2.54;

export interface BmiInput {
  weight?: number | null;
  weightUnit?: string | null;
  height?: number | null;
  /** cm (default), ft or in; 'm' is accepted for heights already in metres. */
  heightUnit?: string | null;
}

const positive = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

export function weightInKg(weight: number, unit: string | null | undefined): number {
  return unit === 'lbs' ? weight * poundsToKg : weight;
}

export function heightInMetres(height: number, unit: string | null | undefined): number {
  if (unit === 'm') return height;
  const cm = unit === 'ft' ? height * feetToCm : unit === 'in' ? height * inchesToCm : height;
  return cm / 100;
}

/** null until both weight and height are set (the BMI line is hidden until then). */
export function bmi(input: BmiInput): number | null {
  if (!positive(input.weight) || !positive(input.height)) return null;
  const metres = heightInMetres(input.height, input.heightUnit);
  return Math.round((weightInKg(input.weight, input.weightUnit) / (metres * metres)) * 10) / 10;
}
