import { formatUsd } from '@core/money';
import { dateInZone } from '@core/zones';
import { letterDocument } from '../../lib/pdf';
import type { SessionUser } from '../accounts/service';
import { type BillingContext, companyOf } from './context';

/**
 * The platform's certificate of insurance for a member to hand their risk department: the insurer,
 * the cargo and liability policies with their limits and the period, all from configuration. Without
 * a configured insurer it says plainly that it is a demonstration and not evidence of cover.
 */
export function certificateOfInsurance(
  ctx: BillingContext,
  actor: SessionUser,
): Promise<{ fileName: string; pdf: Buffer }> {
  companyOf(actor, 'view');
  const ins = ctx.insurance;
  const year = dateInZone(ctx.now().getTime(), ctx.invoicing.timeZone).slice(0, 4);
  const start = ins.periodStart ?? `${year}-01-01`;
  const end = ins.periodEnd ?? `${year}-12-31`;
  const { doc, done } = letterDocument('Pathway certificate of insurance');
  const seller = ctx.invoicing.seller;
  doc.fontSize(20).text('Certificate of insurance');
  doc
    .moveDown(0.3)
    .fontSize(10)
    .fillColor('#444')
    .text(`Named insured: ${seller.legalName}`)
    .text(seller.address);
  doc.moveDown().fillColor('#000').fontSize(11);
  if (ins.demo) {
    doc
      .font('Helvetica-Bold')
      .text(
        'Demonstration certificate: no insurer is configured on this server. It is not evidence of insurance.',
      );
    doc.font('Helvetica').moveDown();
  }
  const line = (label: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, 50, y, { width: 180 });
    doc.font('Helvetica').text(value, 240, y, { width: 322 });
    doc.moveDown(0.4);
  };
  line('Insurer', ins.insurer);
  line('Motor truck cargo policy', ins.cargoPolicy);
  line('Cargo limit', `${formatUsd(ins.cargoLimitCents)} per vehicle moved`);
  line('Auto liability policy', ins.liabilityPolicy);
  line('Liability limit', `${formatUsd(ins.liabilityLimitCents)} combined single limit`);
  line('Policy period', `${start} to ${end}`);
  doc.moveDown().fontSize(9).fillColor('#444');
  doc.text(
    `Issued on ${dateInZone(ctx.now().getTime(), ctx.invoicing.timeZone)} for information only; it confers no rights on the holder. Questions: ${ctx.support.email} · ${ctx.support.phone}`,
    50,
    doc.y,
    { width: 512 },
  );
  doc.end();
  return done.then((pdf) => ({ fileName: 'pathway-certificate-of-insurance.pdf', pdf }));
}
