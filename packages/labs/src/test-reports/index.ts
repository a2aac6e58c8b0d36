/** Test helper: every test report of the corpus. */
import type { TestReport } from './corpus-types';
import { germanDecimalComma, spanishMultiPage } from './european';
import { ukNhs, ukPreviousFirst } from './uk-si';
import { usLabcorp, usQuest } from './us-conventional';

export const corpus: TestReport[] = [usQuest, usLabcorp, ukNhs, ukPreviousFirst, germanDecimalComma, spanishMultiPage];
