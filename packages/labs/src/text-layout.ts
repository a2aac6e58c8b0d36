/**
 * What a reader hands the parser (W2-F): the words of each page with their positions, from a PDF's
 * text layer (pdfjs) or from OCR (tesseract), in one shape. Coordinates are fractions of the page
 * (0–1, origin top left), so PDF points and image pixels compare alike.
 */
export interface TextItem {
  text: string;
  /** Left, top, width and height as fractions of the page. */
  x: number;
  y: number;
  w: number;
  h: number;
  /** 0–1: the OCR engine's confidence in this word; 1 for a PDF's text layer. */
  confidence: number;
}

export interface PageText {
  /** 1-based page number. */
  page: number;
  source: 'pdf-text' | 'ocr';
  items: TextItem[];
}

/** What the parser knows of the person, for default ranges by age and sex. */
export interface LabContext {
  sex: 'male' | 'female' | null;
  ageYears: number | null;
}
