/**
 * Paragraphs that mix regular and bold text (a name in bold inside a sentence), wrapped
 * to a width and optionally justified: jsPDF's own justification works on one font only.
 */
import type { jsPDF } from 'jspdf';

export interface TextSegment {
  text: string;
  bold?: boolean;
}

interface Piece {
  text: string;
  bold: boolean;
  width: number;
}
interface Word {
  pieces: Piece[];
  width: number;
}

function fontOf(pdf: jsPDF, bold: boolean) {
  pdf.setFont('helvetica', bold ? 'bold' : 'normal');
}

/** Splits the segments into words; a word may change font midway ('PÉREZ' + ','). */
function wordsOf(pdf: jsPDF, segments: TextSegment[]): Word[] {
  const words: Word[] = [];
  let current: Piece[] = [];
  const flush = () => {
    if (current.length) words.push({ pieces: current, width: current.reduce((sum, p) => sum + p.width, 0) });
    current = [];
  };
  for (const segment of segments) {
    const bold = Boolean(segment.bold);
    fontOf(pdf, bold);
    const parts = segment.text.split(/(\s+)/);
    for (const part of parts) {
      if (part === '') continue;
      if (/^\s+$/.test(part)) {
        flush();
        continue;
      }
      current.push({ text: part, bold, width: pdf.getTextWidth(part) });
    }
  }
  flush();
  return words;
}

/** Greedy lines of words no wider than `width`. */
function linesOf(words: Word[], width: number, space: number): Word[][] {
  const lines: Word[][] = [];
  let line: Word[] = [];
  let used = 0;
  for (const word of words) {
    const needed = line.length ? used + space + word.width : word.width;
    if (line.length && needed > width) {
      lines.push(line);
      line = [word];
      used = word.width;
    } else {
      line.push(word);
      used = needed;
    }
  }
  if (line.length) lines.push(line);
  return lines;
}

/**
 * Writes the paragraph from (x, y) (baseline of the first line) and returns the y under
 * it. `startPage` is called before a line that would cross `bottom` and returns the new y.
 */
export function writeRichParagraph(
  pdf: jsPDF,
  segments: TextSegment[],
  box: { x: number; y: number; width: number; lineHeight: number; bottom: number; align: 'left' | 'justify' | 'center'; startPage: () => number },
): number {
  fontOf(pdf, false);
  const space = pdf.getTextWidth(' ');
  const lines = linesOf(wordsOf(pdf, segments), box.width, space);
  let y = box.y;
  lines.forEach((line, index) => {
    if (y > box.bottom) y = box.startPage();
    const natural = line.reduce((sum, w) => sum + w.width, 0) + space * (line.length - 1);
    const isLast = index === lines.length - 1;
    const gap = box.align === 'justify' && !isLast && line.length > 1 ? space + (box.width - natural) / (line.length - 1) : space;
    let x = box.align === 'center' ? box.x + (box.width - natural) / 2 : box.x;
    for (const word of line) {
      for (const piece of word.pieces) {
        fontOf(pdf, piece.bold);
        pdf.text(piece.text, x, y);
        x += piece.width;
      }
      x += gap;
    }
    y += box.lineHeight;
  });
  fontOf(pdf, false);
  return y;
}
