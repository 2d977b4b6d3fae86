import { PaymentNotFoundError } from '../../domain/tenancies/tenancies.errors.js';
import type { Payment } from '../../domain/tenancies/payment.js';
import type { TenancyActor } from '../../domain/tenancies/tenancy-event.js';
import type { Tenancy } from '../../domain/tenancies/tenancy.js';
import type { User } from '../../domain/users/user.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { TenancyRepository } from './ports/tenancy.repository.port.js';
import { actorOn } from './tenancy-access.js';

/** The payment `user` may see (a party of its tenancy or an admin) with its tenancy, else PaymentNotFoundError. */
export async function paymentFor(
  payments: PaymentRepository,
  tenancies: TenancyRepository,
  id: string,
  user: User,
): Promise<{ payment: Payment; tenancy: Tenancy; actor: TenancyActor }> {
  const payment = await payments.findById(id);
  const tenancy = payment ? await tenancies.findById(payment.tenancyId) : null;
  if (!payment || !tenancy) throw new PaymentNotFoundError();
  try {
    return { payment, tenancy, actor: actorOn(tenancy, user) };
  } catch {
    throw new PaymentNotFoundError();
  }
}
