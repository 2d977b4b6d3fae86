import { Type } from '@sinclair/typebox';
import { GenerateRentReceipts } from '../../../application/rent-receipts/generate-rent-receipts.use-case.js';
import { parseLanguage } from '../../../domain/shared/language-choice.js';
import { declareRoutes } from '../shared/route.js';
import { GenerateRentReceiptsDto } from './rent-receipts.dto.js';
import { pdfAttachment } from '../shared/pdf-attachment.js';

export const rentReceiptsNeeds = { generateRentReceipts: GenerateRentReceipts };

/**
 * The public rent receipt generator as an API call: the same use case as the form at /rent-receipt
 * (adapters/http/rent-receipt-page/), the same fields, a PDF answer. Nothing is stored.
 */
export const rentReceiptsRoutes = declareRoutes(rentReceiptsNeeds, { tag: 'Rent receipts', dialect: 'envelope' }, (route) => [
  route({
    method: 'POST',
    path: '/rent-receipts',
    access: 'public',
    summary: 'Self-made rent receipts as one PDF (1 to 12 months; no sign-in, nothing stored)',
    description:
      "200 `application/pdf` as an attachment. 400 with each field's error (the landlord's PAN when 12 × monthly_rent is above ₹1,00,000); 429 past 20 PDFs an hour from one address.",
    body: GenerateRentReceiptsDto,
    bodyRequired: false,
    ok: [{ status: 200, schema: Type.String({ contentMediaType: 'application/pdf' }), contentType: 'application/pdf' }],
    errors: [429],
    handle: async ({ body, ctx }, uses) => {
      const made = await uses.generateRentReceipts.execute({
        tenantName: body.tenant_name,
        landlordName: body.landlord_name,
        landlordPan: body.landlord_pan ?? null,
        address: body.address,
        monthlyRent: body.monthly_rent,
        mode: body.mode,
        period: body.period,
        fromMonth: body.from_month,
        toMonth: body.to_month,
        financialYear: body.financial_year,
        language: body.language === undefined ? 'en' : parseLanguage(body.language),
        clientIp: ctx.ip || null,
      });
      return pdfAttachment(ctx, made);
    },
  }),
]);
