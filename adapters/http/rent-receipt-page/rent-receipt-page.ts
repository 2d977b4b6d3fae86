import type { Context, Next } from 'koa';
import { GenerateRentReceipts, type GenerateRentReceiptsInput } from '../../../application/rent-receipts/generate-rent-receipts.use-case.js';
import { monthLabel } from '../../../application/rent-receipts/rent-receipts-layout.js';
import { Clock } from '../../../application/shared/ports/clock.port.js';
import { PaymentModes, receiptWindow } from '../../../domain/rent-receipts/rent-receipt-rules.js';
import { en as catalogueEn, say, type CodedText } from '../../../domain/shared/catalogue/index.js';
import { hi as catalogueHi } from '../../../domain/shared/catalogue/hi.js';
import { rentReceiptPageText, type RentReceiptPageKey } from '../../../domain/shared/catalogue/pages/rent-receipt-page.texts.js';
import { RateLimitedError, ValidationError } from '../../../domain/shared/domain-error.js';
import { indiaDate } from '../../../domain/shared/india-date.js';
import { isLanguage, LANGUAGES, type Language } from '../../../domain/shared/language.js';
import { financialYearLabel, monthsFromTo } from '../../../domain/shared/year-month.js';
import { AppConfig } from '../../config.js';
import type { Resolved } from '../../typed-binding.js';
import { pageLanguage } from '../contract/language-cookie.js';
import { answerPage, escapeHtml } from '../server-page.js';
import { pdfAttachment } from '../shared/pdf-attachment.js';

export const rentReceiptPageNeeds = { generateRentReceipts: GenerateRentReceipts, clock: Clock, appConfig: AppConfig };

/** The generator's address (the footer's "Rent Receipt" links here). */
export const RENT_RECEIPT_PATH = '/rent-receipt';
const PATH = /^\/rent-receipt\/?$/;
/** Its form posts at most this much (a dozen short fields): a larger body is refused before it is read (413). */
export const RENT_RECEIPT_FORM_LIMIT = '8kb';

const CATALOGUES = { en: catalogueEn, hi: catalogueHi } as const;

/** This page's own rules, after the shared ones (server-page.ts). */
const STYLE = `main{max-width:36rem}label{display:block;font-weight:600;margin-bottom:.25rem}.field{display:block}
input,select,textarea{font:inherit;width:100%;padding:.5rem;border:1px solid #9ca3af;border-radius:.5rem;background:#fff;color:inherit}
textarea{min-height:4rem}fieldset{border:1px solid #d1d5db;border-radius:.5rem;padding:.5rem .75rem;margin:0}legend{font-weight:600;padding:0 .25rem}
fieldset label{font-weight:400;display:flex;gap:.5rem;align-items:center;margin:.25rem 0}fieldset input[type=radio]{width:auto}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.5rem}.field-error{color:#b91c1c;margin:.25rem 0 0;font-size:.95rem}[aria-invalid=true]{border-color:#b91c1c}`;

type Values = Record<string, string>;
const FIELDS = ['tenant_name', 'landlord_name', 'landlord_pan', 'address', 'monthly_rent', 'mode', 'period', 'from_month', 'to_month', 'financial_year', 'language'] as const;

/**
 * The public rent receipt generator at /rent-receipt, drawn by the server with no script (it works on a slow network
 * and with JavaScript off): GET shows the form in the page's language (`?lang=`, else the `lang` cookie); its POST
 * (a plain form post) answers the months' receipts as one PDF download, or the form again with each field's error
 * (400), or a 429 when the connection made too many. Nothing is stored; the answers are never cached.
 */
export function rentReceiptPage(uses: Resolved<typeof rentReceiptPageNeeds>) {
  const product = uses.appConfig.productName;

  return async (ctx: Context, next: Next) => {
    if (!PATH.test(ctx.path) || !['GET', 'HEAD', 'POST'].includes(ctx.method)) return next();
    const language = pageLanguage(ctx.querystring, ctx.get('cookie')).language;
    if (ctx.method !== 'POST') return answer(ctx, 200, language, { language }, {}, null);

    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const values: Values = Object.fromEntries(FIELDS.map((name) => [name, typeof body[name] === 'string' ? (body[name] as string).slice(0, 300) : '']));
    const pdfLanguage: Language = isLanguage(values.language) ? values.language : language;
    const input: GenerateRentReceiptsInput = {
      tenantName: values.tenant_name,
      landlordName: values.landlord_name,
      landlordPan: values.landlord_pan,
      address: values.address,
      monthlyRent: values.monthly_rent,
      mode: values.mode,
      period: values.period,
      fromMonth: values.from_month,
      toMonth: values.to_month,
      financialYear: values.financial_year,
      language: pdfLanguage,
      clientIp: ctx.ip || null,
    };
    try {
      const made = await uses.generateRentReceipts.execute(input);
      ctx.status = 200;
      ctx.set('X-Robots-Tag', 'noindex');
      ctx.body = pdfAttachment(ctx, made);
    } catch (error) {
      if (error instanceof ValidationError) return answer(ctx, 400, language, values, error.fieldCodes, 'fixErrors');
      if (error instanceof RateLimitedError) {
        ctx.set('Retry-After', String(error.retryAfterSeconds ?? 3600));
        return answer(ctx, 429, language, values, {}, 'tooMany');
      }
      throw error;
    }
  };

  function answer(ctx: Context, status: number, language: Language, values: Values, errors: Record<string, CodedText>, notice: 'fixErrors' | 'tooMany' | null): void {
    const content = render({ language, values, errors, notice, today: indiaDate(uses.clock.now()), product });
    answerPage(ctx, { status, language, product, words: rentReceiptPageText, style: STYLE, content, self: RENT_RECEIPT_PATH });
  }
}

function render(at: { language: Language; values: Values; errors: Record<string, CodedText>; notice: 'fixErrors' | 'tooMany' | null; today: string; product: string }): string {
  const { language, values, errors } = at;
  const t = (key: RentReceiptPageKey, params?: Record<string, string>) => escapeHtml(rentReceiptPageText(language, key, params));
  const value = (name: string) => escapeHtml(values[name] ?? '');
  const error = (name: string) => {
    const coded = errors[name];
    return coded ? `<p class="field-error" id="${name}-error" data-testid="error-${name}">${escapeHtml(say(CATALOGUES[language], coded.code, coded.params))}</p>` : '';
  };
  const invalid = (name: string) => (errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '');
  const text = (name: string, label: RentReceiptPageKey, extra = '', help = '') =>
    `<div class="field"><label for="${name}">${t(label)}</label><input id="${name}" name="${name}" value="${value(name)}"${extra}${invalid(name)}>${help}${error(name)}</div>`;
  const options = (name: string, choices: Array<[string, string]>) =>
    choices.map(([v, label]) => `<option value="${escapeHtml(v)}"${values[name] === v ? ' selected' : ''}>${escapeHtml(label)}</option>`).join('');
  const select = (name: string, label: RentReceiptPageKey, choices: Array<[string, string]>) =>
    `<div class="field"><label for="${name}">${t(label)}</label><select id="${name}" name="${name}"${invalid(name)}>${options(name, choices)}</select>${error(name)}</div>`;

  const window = receiptWindow(at.today);
  const months = monthsFromTo(window.firstMonth, window.lastMonth).map((m): [string, string] => [m, monthLabel(language, m)]);
  const currentMonth = at.today.slice(0, 7);
  const defaults: Values = { from_month: `${window.financialYears[0]}-04`, to_month: currentMonth, financial_year: financialYearLabel(window.financialYears[0]!), period: 'MONTHS', mode: 'UPI', language };
  for (const [name, v] of Object.entries(defaults)) if (!values[name]) values[name] = v;
  const radio = (v: string, label: RentReceiptPageKey) =>
    `<label><input type="radio" name="period" value="${v}"${values.period === v ? ' checked' : ''}> ${t(label)}</label>`;

  return [
    `<h1>${t('heading')}</h1>`,
    `<p>${t('intro')}</p>`,
    `<p class="help">${t('selfMade', { product: at.product })}</p>`,
    at.notice ? `<p class="notice error" role="alert" data-testid="notice">${t(at.notice)}</p>` : '',
    `<form method="post" action="${RENT_RECEIPT_PATH}?lang=${language}" data-testid="rent-receipt-form">`,
    text('tenant_name', 'tenantName', ' autocomplete="name" maxlength="50" required'),
    text('landlord_name', 'landlordName', ' maxlength="50" required'),
    `<div class="field"><label for="address">${t('address')}</label><textarea id="address" name="address" maxlength="200" required${invalid('address')}>${value('address')}</textarea>${error('address')}</div>`,
    text('monthly_rent', 'monthlyRent', ' inputmode="numeric" pattern="[0-9]*" maxlength="7" required'),
    text('landlord_pan', 'landlordPan', ' maxlength="12" autocapitalize="characters"', `<p class="help" id="pan-help">${t('panHelp')}</p>`),
    select('mode', 'mode', PaymentModes.map((mode): [string, string] => [mode, rentReceiptPageText(language, `mode.${mode}`)])),
    `<p class="help">${t('stampHelp')}</p>`,
    `<fieldset><legend>${t('period')}</legend>${radio('MONTHS', 'periodMonths')}<div class="row">${select('from_month', 'fromMonth', months)}${select('to_month', 'toMonth', months)}</div>${radio('FINANCIAL_YEAR', 'periodYear')}${select('financial_year', 'financialYear', window.financialYears.map((y): [string, string] => [financialYearLabel(y), financialYearLabel(y)]))}${error('period')}</fieldset>`,
    select('language', 'pdfLanguage', LANGUAGES.map((l): [string, string] => [l, l === 'en' ? 'English' : 'हिन्दी'])),
    `<button type="submit" data-testid="download">${t('submit')}</button>`,
    `</form>`,
    `<p class="help"><a href="/${language === 'en' ? '' : `?lang=${language}`}">${t('home')}</a></p>`,
  ].join('');
}
