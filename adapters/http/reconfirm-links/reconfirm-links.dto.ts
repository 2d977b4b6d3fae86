import { JSONSchema } from 'class-validator-jsonschema';
import { isReconfirmAction, ReconfirmActions, type ReconfirmAction } from '../../../domain/properties/reconfirm-link.js';
import { ReconfirmLinkMessages } from '../../../domain/properties/reconfirm-link.errors.js';
import { SatisfiesRule } from '../dto/satisfies-rule.decorator.js';

/** POST /reconfirm-links/{token}: "Still available" (`reconfirm`) or "Rented out" (`mark_rented`), checked before the link is read. */
export class ReconfirmLinkDto {
  @JSONSchema({ type: 'string', enum: [...ReconfirmActions] })
  @SatisfiesRule((value) => (isReconfirmAction(value) ? null : ReconfirmLinkMessages.action))
  action: ReconfirmAction = undefined as unknown as ReconfirmAction;
}
