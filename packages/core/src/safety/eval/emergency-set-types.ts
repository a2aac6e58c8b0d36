/** The shape of the emergency screen's labelled evaluation set. */
import type { EmergencyCategory, ScreenLanguage } from '../emergency-types';

export type EmergencyLabel = EmergencyCategory | 'none';

export interface EmergencyExample {
  text: string;
  /** The main category, or 'none' for a message that must not be routed. */
  label: EmergencyLabel;
  language: ScreenLanguage;
  /** train: tuned on; dev: held out, gated; test: written after tuning, never tuned on, reported. */
  split: 'train' | 'dev' | 'test';
  /** Other categories a correct screen may also find in this message (chest pain with a BP reading). */
  also?: EmergencyCategory[];
  /** Why a hard negative is hard (or what a tricky positive tests). */
  note?: string;
}

/** A phrasing as written in the data files: the text alone, or with extra categories and a note. */
export type Phrasing = string | { text: string; also?: EmergencyCategory[]; note?: string; language?: ScreenLanguage };
