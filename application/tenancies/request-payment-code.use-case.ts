import type { User } from '../../domain/users/user.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import { smsNotice } from '../shared/sms-texts/sms-catalogue.js';
import type { ConfirmationCodes } from './confirmation-codes.js';
import { paymentFor } from './payment-access.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';
import { placeOf, rupees, type TenancySettings } from './tenancy-access.js';
import type { PaymentView } from './tenancy-views.js';

/** The confirming party asks for the code that confirms a pending payment (its amount and place in the text). */
export class RequestPaymentCode {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly tenancies: TenancyRepository,
    private readonly properties: PropertyRepository,
    private readonly codes: ConfirmationCodes,
    private readonly settings: TenancySettings,
  ) {}

  async execute(input: { user: User; paymentId: string }): Promise<PaymentView> {
    const { payment, tenancy, actor } = await paymentFor(this.payments, this.tenancies, input.paymentId, input.user);
    payment.expectConfirmer(tenancy, input.user.id, 'request_code');
    const property = await this.properties.findById(tenancy.propertyId);
    const { user } = input;
    await this.codes.send({ subjectType: 'PAYMENT', subjectId: payment.id, userId: user.id }, payment.version, user.mobileNo ?? '', (code, minutes) =>
      smsNotice('PAYMENT_CODE', user.language, { code, minutes, product: this.settings.productName, place: placeOf(property), amount: rupees(payment.amount) }),
    );
    return { payment, actions: payment.allowedActions(tenancy, actor) };
  }
}
