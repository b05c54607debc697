/**
 * PDF table columns follow their content (issue 28: the permit report broke every date
 * as '25/11/202' / '6' and 'Rechazad/o'): no column is narrower than its longest word
 * when the page allows it, and the widths fill the table exactly.
 */
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { fitColumnWidths, type MeasuredColumn } from '../../src/pdf/tableWidths';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('fitColumnWidths', () => {
  it('gives every column its one-line width and shares the room left by the declared shares', () => {
    const columns: MeasuredColumn[] = [{ share: 0.75, minimum: 10, natural: 20 }, { share: 0.25, minimum: 5, natural: 10 }];
    expect(fitColumnWidths(columns, 50)).toEqual([20 + 15, 10 + 5]);
  });

  it('keeps each longest word whole and lets only the wrapping columns give way', () => {
    const columns: MeasuredColumn[] = [{ share: 0.5, minimum: 20, natural: 20 }, { share: 0.5, minimum: 10, natural: 70 }];
    const widths = fitColumnWidths(columns, 60);
    expect(widths[0]).toBe(20);
    expect(widths[1]).toBeCloseTo(40);
  });

  it('scales the longest words down only when even they do not fit', () => {
    const widths = fitColumnWidths([{ share: 1, minimum: 60, natural: 60 }, { share: 0, minimum: 40, natural: 40 }], 50);
    expect(widths).toEqual([30, 20]);
  });

  it("fits the permit report's columns on A4: dates and statuses on one line", () => {
    const pdf = new jsPDF({ format: 'a4', unit: 'mm' });
    pdf.setFont('helvetica', 'normal');
    pdf.setFontSize(8.5);
    const row = ['PERM-2026-000123', 'Gabriela Colmenares', 'V-16016827', 'Potestativo', '25/11/2026', '30/11/2026', '6', 'Rechazado'];
    const headers = ['N° Solicitud', 'Funcionario', 'Cédula', 'Tipo', 'Desde', 'Hasta', 'Días', 'Estado'];
    const shares = [0.17, 0.23, 0.12, 0.12, 0.1, 0.1, 0.06, 0.1];
    const columns = row.map((text, i): MeasuredColumn => {
      const natural = Math.max(pdf.getTextWidth(text), pdf.getTextWidth(headers[i])) + 3.5;
      const minimum = Math.max(...`${text} ${headers[i]}`.split(' ').map((word) => pdf.getTextWidth(word))) + 3.5;
      return { share: shares[i], minimum, natural };
    });
    const widths = fitColumnWidths(columns, 170);
    expect(sum(widths)).toBeCloseTo(170);
    row.forEach((text, i) => expect((pdf.splitTextToSize(text, widths[i] - 3) as string[]).length, text).toBe(1));
  });
});
