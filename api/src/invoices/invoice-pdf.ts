import PDFDocument from 'pdfkit';
import { euros, frenchDate, percent } from './format';
import type { BuyerMentions, InvoiceKind, InvoiceLine, SellerMentions } from './tables';

export interface PrintableInvoice {
  kind: InvoiceKind;
  number: string;
  issuedAt: Date;
  paidAt: Date | null;
  seller: SellerMentions;
  buyer: BuyerMentions;
  lines: InvoiceLine[];
  totalHtCents: number;
  vatRateBp: number;
  vatCents: number;
  totalTtcCents: number;
  paymentMethodLabel: string | null;
  orderUuid: string | null;
  /** A credit note: the invoice it cancels. */
  credited: { number: string; issuedAt: Date } | null;
}

const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#1d4ed8';
const RULE = '#d1d5db';

/** Late-payment mentions (Code de commerce, art. L. 441-10 and D. 441-5), required on every B2B invoice. */
export const LATE_PAYMENT_MENTIONS =
  "En cas de retard de paiement, des pénalités de retard sont exigibles au taux égal à trois fois le taux d'intérêt légal, " +
  'ainsi qu’une indemnité forfaitaire pour frais de recouvrement de 40 € (art. L. 441-10 et D. 441-5 du Code de commerce). ' +
  'Pas d’escompte pour paiement anticipé.';

/** The invoice (or credit note) as an A4 PDF, laid out like a French invoice. */
export function renderInvoicePdf(inv: PrintableInvoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 50, left: 50, right: 50 },
    info: {
      Title: `${inv.kind === 'invoice' ? 'Facture' : 'Avoir'} ${inv.number}`,
      Author: inv.seller.name,
      // A fixed date keeps the file identical for the same invoice (the issue date is printed anyway).
      CreationDate: inv.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const right = doc.page.width - 50;
  const width = right - left;
  const s = inv.seller;
  const b = inv.buyer;

  // Header: seller on the left, document title and number on the right.
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(20).text(s.name, left, 50, { width: 280 });
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(9)
    .text(`${s.legalForm} au capital de ${s.capital}`, left, doc.y + 2, { width: 280 })
    .text(s.address, { width: 280 })
    .text(`${s.zipCode} ${s.city}`, { width: 280 })
    .text(s.country, { width: 280 })
    .text(`SIREN ${s.siren} — ${s.rcs}`, { width: 280 })
    .text(`N° TVA intracommunautaire : ${s.vatNumber}`, { width: 280 })
    .text(s.email, { width: 280 });
  const sellerBottom = doc.y;

  const title = inv.kind === 'invoice' ? 'FACTURE' : 'AVOIR';
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(title, 330, 50, { width: right - 330, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`N° ${inv.number}`, 330, doc.y + 4, { width: right - 330, align: 'right' })
    .text(`Date d'émission : ${frenchDate(inv.issuedAt)}`, { width: right - 330, align: 'right' });
  if (inv.paidAt) {
    doc.text(
      `${inv.kind === 'invoice' ? 'Date de la prestation' : 'Date du remboursement'} : ${frenchDate(inv.paidAt)}`,
      { width: right - 330, align: 'right' },
    );
  }
  if (inv.orderUuid) {
    doc
      .fillColor(MUTED)
      .fontSize(8)
      .text(`Commande ${inv.orderUuid}`, { width: right - 330, align: 'right' });
  }

  // Buyer block, framed, on the right.
  const boxTop = Math.max(sellerBottom, doc.y) + 20;
  const boxX = 300;
  const boxW = right - boxX;
  const buyerLines = [
    b.company_name,
    b.address,
    b.address_complement,
    `${b.zip_code} ${b.city}`,
    b.country === 'FR' ? 'France' : b.country,
    b.siren ? `SIREN ${b.siren}` : null,
    b.vat_number ? `N° TVA : ${b.vat_number}` : null,
  ].filter((x): x is string => Boolean(x));
  const boxH = 32 + buyerLines.length * 11.5;
  doc.roundedRect(boxX, boxTop, boxW, boxH, 4).strokeColor(RULE).lineWidth(1).stroke();
  doc
    .fillColor(MUTED)
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(inv.kind === 'invoice' ? 'FACTURÉ À' : 'AVOIR ÉTABLI POUR', boxX + 12, boxTop + 10);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(buyerLines[0], boxX + 12, boxTop + 24, {
      width: boxW - 24,
    });
  doc.font('Helvetica').fontSize(9.5);
  for (const line of buyerLines.slice(1)) doc.text(line, { width: boxW - 24 });

  let y = boxTop + boxH + 24;
  if (inv.credited) {
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(
        `Avoir sur la facture ${inv.credited.number} du ${frenchDate(inv.credited.issuedAt)} (remboursement).`,
        left,
        y,
        { width },
      );
    y = doc.y + 12;
  }

  // Lines table.
  const cols = [
    { title: 'Désignation', x: left, w: 265, align: 'left' as const },
    { title: 'Qté', x: left + 265, w: 40, align: 'right' as const },
    { title: 'Prix unitaire HT', x: left + 305, w: 95, align: 'right' as const },
    { title: 'Total HT', x: left + 400, w: width - 400, align: 'right' as const },
  ];
  doc.rect(left, y, width, 20).fill('#eef2ff');
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(9);
  for (const c of cols) doc.text(c.title, c.x + 6, y + 6, { width: c.w - 12, align: c.align });
  y += 20;
  doc.font('Helvetica').fontSize(9.5);
  for (const line of inv.lines) {
    const label = line.detail ? `${line.label}\n${line.detail}` : line.label;
    const h = Math.max(doc.heightOfString(label, { width: cols[0].w - 12 }), 12) + 12;
    if (y + h > doc.page.height - 200) {
      doc.addPage();
      y = 50;
    }
    doc
      .fillColor(INK)
      .font('Helvetica')
      .text(line.label, cols[0].x + 6, y + 6, { width: cols[0].w - 12 });
    if (line.detail) {
      doc
        .fillColor(MUTED)
        .fontSize(8.5)
        .text(line.detail, { width: cols[0].w - 12 })
        .fontSize(9.5);
    }
    doc.fillColor(INK);
    doc.text(String(line.quantity), cols[1].x + 6, y + 6, { width: cols[1].w - 12, align: 'right' });
    doc.text(euros(line.unit_ht_cents), cols[2].x + 6, y + 6, { width: cols[2].w - 12, align: 'right' });
    doc.text(euros(line.total_ht_cents), cols[3].x + 6, y + 6, { width: cols[3].w - 12, align: 'right' });
    y += h;
    doc.moveTo(left, y).lineTo(right, y).strokeColor(RULE).lineWidth(0.5).stroke();
  }

  // Totals, right-aligned.
  y += 14;
  const tx = left + 290;
  const tw = width - 290;
  const total = (label: string, value: string, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 9.5)
      .fillColor(INK)
      .text(label, tx, y, { width: tw * 0.6 })
      .text(value, tx + tw * 0.6, y, { width: tw * 0.4, align: 'right' });
    y += bold ? 20 : 16;
  };
  total('Total HT', euros(inv.totalHtCents));
  total(`TVA ${percent(inv.vatRateBp)}`, euros(inv.vatCents));
  doc
    .moveTo(tx, y - 3)
    .lineTo(right, y - 3)
    .strokeColor(INK)
    .lineWidth(0.8)
    .stroke();
  y += 3;
  total(inv.kind === 'invoice' ? 'Total TTC' : 'Total TTC remboursé', euros(inv.totalTtcCents), true);

  // Payment.
  y += 10;
  if (inv.paidAt) {
    const stamp =
      inv.kind === 'invoice'
        ? `Acquittée le ${frenchDate(inv.paidAt)}`
        : `Remboursement effectué le ${frenchDate(inv.paidAt)}`;
    doc.roundedRect(left, y, 250, 34, 4).strokeColor('#15803d').lineWidth(1.2).stroke();
    doc
      .fillColor('#15803d')
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(stamp, left + 10, y + 6, { width: 230 });
    if (inv.paymentMethodLabel) {
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .text(`Moyen de paiement : ${inv.paymentMethodLabel}`, { width: 230 });
    }
    y += 48;
  }
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(8.5)
    .text(
      inv.kind === 'invoice'
        ? 'Conditions de paiement : paiement comptant à la commande.'
        : 'Le montant de cet avoir est remboursé sur le moyen de paiement utilisé pour la commande.',
      left,
      y,
      { width },
    );

  // Legal footer on the last page.
  const footY = doc.page.height - 50 - 62;
  doc
    .moveTo(left, footY - 8)
    .lineTo(right, footY - 8)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  doc
    .fillColor(MUTED)
    .fontSize(7.5)
    .text(LATE_PAYMENT_MENTIONS, left, footY, { width, align: 'center' })
    .moveDown(0.4)
    .text(
      `${s.name}, ${s.legalForm} au capital de ${s.capital} — ${s.address}, ${s.zipCode} ${s.city} — ` +
        `SIREN ${s.siren} — ${s.rcs} — TVA ${s.vatNumber}`,
      { width, align: 'center' },
    );

  doc.end();
  return done;
}
