import QRCode from 'qrcode';

/** What an issued document carries so anyone can check it: its code, where to check it, the QR of that. */
export interface VerificationSeal {
  code: string;
  url: string;
  qrPng: Buffer;
}

/** The seal of a document whose code is `code`, checked at `url` (the QR code encodes the url). */
export async function verificationSeal(code: string, url: string): Promise<VerificationSeal> {
  const qrPng = await QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 220 });
  return { code, url, qrPng };
}

const QR_SIZE = 96;

/**
 * Draws the seal at the end of the body: the QR code on the left, the code and how to check it beside it.
 * Starts a new page when too little of this one is left, so the seal is never split.
 */
export function drawVerificationSeal(doc: PDFKit.PDFDocument, seal: VerificationSeal): void {
  if (doc.y > doc.page.height - doc.page.margins.bottom - QR_SIZE - 24) doc.addPage();
  doc.moveDown();
  const top = doc.y;
  const left = doc.page.margins.left;
  doc.image(seal.qrPng, left, top, { width: QR_SIZE, height: QR_SIZE });
  const textLeft = left + QR_SIZE + 16;
  const width = doc.page.width - doc.page.margins.right - textLeft;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('#000000')
    .text('Verification code', textLeft, top, { width });
  doc.font('Courier-Bold').fontSize(14).text(seal.code, textLeft, doc.y, { width });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text('Scan the code or open this address to check that this document is genuine:', textLeft, doc.y + 4, {
      width,
    });
  doc.text(seal.url, textLeft, doc.y, { width, link: seal.url });
  doc.x = left;
  doc.y = Math.max(doc.y, top + QR_SIZE) + 8;
}
