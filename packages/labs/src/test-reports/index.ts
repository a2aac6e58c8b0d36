/** Test helper: every test report of the corpus. */
import type { TestReport } from './corpus-types';
import { germanDecimalComma, spanishMultiPage } from './european';
import { frenchReport, heavyPhoto, questInOutRange, tightColumns } from './held-out';
import { analyteValuePending, bracketedRanges, germanPhoto } from './held-out-2';
import { phonePhotoUs, scannedUk, tesseractSlips } from './ocr-noisy';
import { comparatorsNoHeader, rangeBeforeResult } from './odd-layouts';
import { ukNhs, ukPreviousFirst } from './uk-si';
import { dipstickShortCodes, urinalysisLab } from './urine';
import { usLabcorp, usQuest } from './us-conventional';

export const corpus: TestReport[] = [
  usQuest, usLabcorp, ukNhs, ukPreviousFirst, germanDecimalComma, spanishMultiPage,
  rangeBeforeResult, comparatorsNoHeader, urinalysisLab, dipstickShortCodes, phonePhotoUs, scannedUk, tesseractSlips,
  questInOutRange, frenchReport, heavyPhoto, tightColumns,
  analyteValuePending, bracketedRanges, germanPhoto,
];
