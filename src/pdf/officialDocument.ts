/**
 * The layout every official PDF of the system shares: the institution's letterhead on
 * each page, a centred title, section bands, label/value grids, tables that continue on
 * the next page with their header, justified paragraphs, signature lines, and on each
 * page a footer with the verification QR (bottom right), the verification address and
 * code, and 'Página i de n'. Units are millimetres.
 */
import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import { jsPDF } from 'jspdf';
import { drawEmblem } from './emblem';
import { INSTITUTION, PDF_COLORS } from './institution';
import { writeRichParagraph, type TextSegment } from './richText';
import { fitColumnWidths, type MeasuredColumn } from './tableWidths';

export interface OfficialDocumentOptions {
  format: 'letter' | 'a4';
  /** PDF metadata title. */
  title: string;
  /** Address the QR opens: the public verification page of this document. */
  verificationUrl: string;
  qrDataUrl: string;
  code: string;
  issuedAt: Date;
  /** The issuing office under the institution's name; the personnel office (INSTITUTION.office) by default. */
  office?: string;
}

export interface FieldItem {
  label: string;
  value: string;
  /** Takes the whole row. */
  wide?: boolean;
}

export interface TableColumn {
  header: string;
  /** Share of the room a table has beyond its texts (the shares of a table add up to 1); the widths follow the content (tableWidths.ts). */
  width: number;
  align?: 'left' | 'center' | 'right';
}

const MARGIN = 20;
const HEADER_BOTTOM = 42;
const FOOTER_HEIGHT = 34;
const QR_SIZE = 24;
/** Room a table cell leaves beside its text (mm): 1.5 on each side. */
const CELL_PADDING = 3;
/** A measured text gets this much more (mm), so rounding never sends its last letter to a new line. */
const MEASURE_SLACK = 0.5;
const PT_TO_MM = 0.3528;

export class OfficialDocument {
  readonly pdf: jsPDF;
  readonly left = MARGIN;
  readonly width: number;
  readonly pageWidth: number;
  readonly pageHeight: number;
  /** Lowest y content may reach before a new page. */
  readonly bottom: number;
  y = HEADER_BOTTOM;

  constructor(private readonly options: OfficialDocumentOptions) {
    this.pdf = new jsPDF({ unit: 'mm', format: options.format, compress: true });
    this.pdf.setProperties({ title: options.title, author: INSTITUTION.name, creator: INSTITUTION.system, subject: options.title });
    this.pageWidth = this.pdf.internal.pageSize.getWidth();
    this.pageHeight = this.pdf.internal.pageSize.getHeight();
    this.width = this.pageWidth - 2 * MARGIN;
    this.bottom = this.pageHeight - FOOTER_HEIGHT - 4;
    this.drawHeader();
  }

  private setText(size: number, style: 'normal' | 'bold' | 'italic' = 'normal', color: readonly [number, number, number] = PDF_COLORS.text) {
    this.pdf.setFont('helvetica', style);
    this.pdf.setFontSize(size);
    this.pdf.setTextColor(...color);
  }

  private drawHeader() {
    const { pdf } = this;
    drawEmblem(pdf, this.left, 10, 17);
    const center = this.pageWidth / 2 + 6;
    this.setText(8, 'bold');
    pdf.text(INSTITUTION.country, center, 14, { align: 'center' });
    this.setText(6.5);
    pdf.text(INSTITUTION.ministry, center, 18, { align: 'center' });
    this.setText(15, 'bold', PDF_COLORS.navy);
    pdf.text(INSTITUTION.name, center, 25.5, { align: 'center' });
    this.setText(8.5, 'bold', PDF_COLORS.muted);
    pdf.text(this.options.office ?? INSTITUTION.office, center, 30.5, { align: 'center' });
    pdf.setDrawColor(...PDF_COLORS.navy);
    pdf.setLineWidth(0.9);
    pdf.line(this.left, 34.5, this.left + this.width, 34.5);
    pdf.setDrawColor(...PDF_COLORS.gold);
    pdf.setLineWidth(0.4);
    pdf.line(this.left, 35.8, this.left + this.width, 35.8);
    pdf.setLineWidth(0.2);
    this.y = HEADER_BOTTOM;
  }

  newPage() {
    this.pdf.addPage();
    this.drawHeader();
  }

  /** Starts a new page when `height` mm do not fit on this one. */
  ensure(height: number) {
    if (this.y + height > this.bottom) this.newPage();
  }

  space(mm: number) {
    this.y += mm;
  }

  title(text: string, subtitle?: string) {
    this.setText(14, 'bold', PDF_COLORS.navy);
    this.pdf.text(text, this.pageWidth / 2, this.y + 4, { align: 'center' });
    this.y += 6;
    if (subtitle) {
      this.setText(9, 'normal', PDF_COLORS.muted);
      this.pdf.text(subtitle, this.pageWidth / 2, this.y + 3, { align: 'center' });
      this.y += 5;
    }
    this.y += 5;
  }

  /** A section band: 'DATOS PERSONALES'. */
  heading(text: string) {
    this.ensure(18);
    this.pdf.setFillColor(...PDF_COLORS.navy);
    this.pdf.rect(this.left, this.y, this.width, 6.5, 'F');
    this.setText(9, 'bold', [255, 255, 255]);
    this.pdf.text(text.toUpperCase(), this.left + 2.5, this.y + 4.5);
    this.y += 9.5;
  }

  /** A bold label over a table inside a section ('Armas'). */
  subheading(text: string) {
    this.ensure(16);
    this.setText(9.5, 'bold', PDF_COLORS.navy);
    this.pdf.text(text, this.left, this.y + 3.5);
    this.y += 6;
  }

  /** A paragraph of plain text or of segments (bold parts), justified by default. */
  paragraph(content: string | TextSegment[], options: { size?: number; align?: 'left' | 'justify' | 'center'; indent?: number; lineHeight?: number } = {}) {
    const size = options.size ?? 10.5;
    const lineHeight = options.lineHeight ?? size * PT_TO_MM * 1.65;
    const indent = options.indent ?? 0;
    this.setText(size);
    this.ensure(lineHeight * 2);
    this.y = writeRichParagraph(this.pdf, typeof content === 'string' ? [{ text: content }] : content, {
      x: this.left + indent,
      y: this.y + size * PT_TO_MM,
      width: this.width - indent,
      lineHeight,
      bottom: this.bottom,
      align: options.align ?? 'justify',
      startPage: () => {
        this.newPage();
        this.setText(size);
        return this.y + size * PT_TO_MM;
      },
    });
    this.y += 1.5;
  }

  /** A small italic note ('Sin armas asignadas'). */
  note(text: string) {
    this.ensure(8);
    this.setText(9, 'italic', PDF_COLORS.muted);
    this.pdf.text(text, this.left + 1, this.y + 3.5);
    this.y += 7;
  }

  /** Label/value pairs in `columns` columns; `areaWidth` leaves room for a photo at the right. */
  fields(items: FieldItem[], options: { columns?: number; areaWidth?: number } = {}) {
    const columns = options.columns ?? 3;
    const area = options.areaWidth ?? this.width;
    const cell = area / columns;
    let column = 0;
    let rowHeight = 0;
    const valueLines = (item: FieldItem) => {
      this.setText(9.5);
      return this.pdf.splitTextToSize(item.value || 'N/A', (item.wide ? area : cell) - 3) as string[];
    };
    const closeRow = () => {
      this.y += rowHeight;
      column = 0;
      rowHeight = 0;
    };
    for (const item of items) {
      if (item.wide && column > 0) closeRow();
      const lines = valueLines(item);
      const height = 4 + lines.length * 4.2 + 2.5;
      if (column === 0) this.ensure(height);
      const x = this.left + column * cell;
      this.setText(7, 'bold', PDF_COLORS.muted);
      this.pdf.text(item.label.toUpperCase(), x, this.y + 3);
      this.setText(9.5);
      this.pdf.text(lines, x, this.y + 7.2);
      rowHeight = Math.max(rowHeight, height);
      column = item.wide ? columns : column + 1;
      if (column >= columns) closeRow();
    }
    if (column > 0) closeRow();
    this.y += 1.5;
  }

  /** Each column's longest word and longest text, measured in the fonts the table writes them with. */
  private measureColumns(columns: TableColumn[], rows: string[][]): MeasuredColumn[] {
    const longestWord = (text: string) => Math.max(0, ...text.split(/\s+/).map((word) => this.pdf.getTextWidth(word)));
    return columns.map((c, i) => {
      this.setText(8, 'bold');
      let minimum = longestWord(c.header);
      let natural = this.pdf.getTextWidth(c.header);
      this.setText(8.5);
      for (const row of rows) {
        const value = row[i] || 'N/A';
        minimum = Math.max(minimum, longestWord(value));
        natural = Math.max(natural, this.pdf.getTextWidth(value));
      }
      return { share: c.width, minimum: minimum + CELL_PADDING + MEASURE_SLACK, natural: natural + CELL_PADDING + MEASURE_SLACK };
    });
  }

  /** A table with a navy header row, repeated on each page it runs onto; `empty` when no rows. Column widths follow the content. */
  table(columns: TableColumn[], rows: string[][], empty: string) {
    const widths = fitColumnWidths(this.measureColumns(columns, rows), this.width);
    const drawHeaderRow = () => {
      this.setText(8, 'bold');
      const heights = columns.map((c, i) => (this.pdf.splitTextToSize(c.header, widths[i] - CELL_PADDING) as string[]).length);
      const height = Math.max(...heights) * 3.6 + 3;
      this.pdf.setFillColor(...PDF_COLORS.band);
      this.pdf.rect(this.left, this.y, this.width, height, 'F');
      let x = this.left;
      columns.forEach((c, i) => {
        this.pdf.setTextColor(...PDF_COLORS.navy);
        this.pdf.text(this.pdf.splitTextToSize(c.header, widths[i] - CELL_PADDING) as string[], this.cellX(x, widths[i], c.align), this.y + 4.4, { align: c.align ?? 'left' });
        x += widths[i];
      });
      this.y += height;
    };
    this.ensure(16);
    drawHeaderRow();
    if (rows.length === 0) {
      this.note(empty);
      return;
    }
    rows.forEach((row, rowIndex) => {
      this.setText(8.5);
      const cells = row.map((value, i) => this.pdf.splitTextToSize(value || 'N/A', widths[i] - CELL_PADDING) as string[]);
      const height = Math.max(...cells.map((lines) => lines.length)) * 3.7 + 3;
      if (this.y + height > this.bottom) {
        this.newPage();
        drawHeaderRow();
        this.setText(8.5);
      }
      if (rowIndex % 2 === 1) {
        this.pdf.setFillColor(247, 248, 251);
        this.pdf.rect(this.left, this.y, this.width, height, 'F');
      }
      let x = this.left;
      cells.forEach((lines, i) => {
        this.pdf.text(lines, this.cellX(x, widths[i], columns[i].align), this.y + 4.3, { align: columns[i].align ?? 'left' });
        x += widths[i];
      });
      this.y += height;
      this.pdf.setDrawColor(...PDF_COLORS.rule);
      this.pdf.line(this.left, this.y, this.left + this.width, this.y);
    });
    this.y += 4;
  }

  private cellX(x: number, width: number, align: TableColumn['align']): number {
    if (align === 'center') return x + width / 2;
    if (align === 'right') return x + width - 1.5;
    return x + 1.5;
  }

  /** Signature lines side by side: each a line, a bold name/role and an optional second line. */
  signatures(blocks: { title: string; subtitle?: string }[]) {
    this.ensure(34);
    this.y += 20;
    const slot = this.width / blocks.length;
    blocks.forEach((block, i) => {
      const center = this.left + slot * i + slot / 2;
      const half = Math.min(32, slot / 2 - 6);
      this.pdf.setDrawColor(...PDF_COLORS.text);
      this.pdf.setLineWidth(0.3);
      this.pdf.line(center - half, this.y, center + half, this.y);
      this.setText(9.5, 'bold');
      this.pdf.text(block.title, center, this.y + 4.5, { align: 'center' });
      if (block.subtitle) {
        this.setText(8.5, 'normal', PDF_COLORS.muted);
        this.pdf.text(block.subtitle, center, this.y + 8.8, { align: 'center' });
      }
    });
    this.pdf.setLineWidth(0.2);
    this.y += 12;
  }

  /** An image inside a frame (a photo); `format` as jsPDF names it. */
  framedImage(dataUrl: string, x: number, y: number, w: number, h: number) {
    this.pdf.addImage(dataUrl, 'JPEG', x, y, w, h);
    this.pdf.setDrawColor(...PDF_COLORS.rule);
    this.pdf.rect(x, y, w, h, 'S');
  }

  /** Footer of every page (QR, verification text, page numbers); returns the PDF as a Blob. */
  finish(): Blob {
    const { pdf, options } = this;
    const pages = pdf.getNumberOfPages();
    const issued = format(options.issuedAt, "dd/MM/yyyy 'a las' hh:mm a", { locale: es });
    for (let page = 1; page <= pages; page++) {
      pdf.setPage(page);
      const top = this.pageHeight - FOOTER_HEIGHT;
      pdf.setDrawColor(...PDF_COLORS.rule);
      pdf.setLineWidth(0.3);
      pdf.line(this.left, top, this.left + this.width, top);
      const qrX = this.left + this.width - QR_SIZE;
      pdf.addImage(options.qrDataUrl, 'PNG', qrX, top + 2.5, QR_SIZE, QR_SIZE);
      const textWidth = this.width - QR_SIZE - 6;
      this.setText(7, 'normal', PDF_COLORS.muted);
      pdf.text(`Documento generado automáticamente por el ${INSTITUTION.system} el ${issued}.`, this.left, top + 6, { maxWidth: textWidth });
      pdf.text('Verifique su autenticidad escaneando el código QR o en la dirección:', this.left, top + 10.5);
      this.setText(7, 'bold', PDF_COLORS.navy);
      const urlLines = pdf.splitTextToSize(options.verificationUrl, textWidth) as string[];
      pdf.text(urlLines, this.left, top + 14);
      this.setText(7, 'normal', PDF_COLORS.muted);
      pdf.text(`Código de verificación: ${options.code}`, this.left, top + 14 + urlLines.length * 3.2 + 1.5);
      this.setText(8, 'bold', PDF_COLORS.text);
      pdf.text(`Página ${page} de ${pages}`, this.pageWidth / 2, this.pageHeight - 5, { align: 'center' });
    }
    return pdf.output('blob');
  }
}
