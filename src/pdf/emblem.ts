/** The emblem of the letterhead: a navy shield with a gold border, a star and the initials, drawn as vectors. */
import type { jsPDF } from 'jspdf';
import { INSTITUTION, PDF_COLORS } from './institution';

function polygon(pdf: jsPDF, points: [number, number][], style: 'F' | 'S' | 'FD') {
  pdf.moveTo(points[0][0], points[0][1]);
  for (const [x, y] of points.slice(1)) pdf.lineTo(x, y);
  pdf.close();
  if (style === 'F') pdf.fill();
  else if (style === 'S') pdf.stroke();
  else pdf.fillStroke();
}

function shield(x: number, y: number, w: number, h: number): [number, number][] {
  const shoulder = h * 0.58;
  return [
    [x, y], [x + w, y], [x + w, y + shoulder],
    [x + w * 0.82, y + h * 0.8], [x + w / 2, y + h], [x + w * 0.18, y + h * 0.8],
    [x, y + shoulder],
  ];
}

function star(cx: number, cy: number, outer: number, inner: number): [number, number][] {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as [number, number];
  });
}

/** Draws the emblem with its top-left corner at (x, y), `w` wide (height 1.2 × w). */
export function drawEmblem(pdf: jsPDF, x: number, y: number, w: number) {
  const h = w * 1.2;
  pdf.setLineWidth(0.8);
  pdf.setDrawColor(...PDF_COLORS.gold);
  pdf.setFillColor(...PDF_COLORS.navy);
  polygon(pdf, shield(x, y, w, h), 'FD');
  pdf.setFillColor(...PDF_COLORS.gold);
  polygon(pdf, star(x + w / 2, y + h * 0.3, w * 0.17, w * 0.07), 'F');
  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(w * 0.9);
  pdf.setTextColor(255, 255, 255);
  pdf.text(INSTITUTION.initials, x + w / 2, y + h * 0.72, { align: 'center', baseline: 'middle' });
  pdf.setLineWidth(0.2);
}
