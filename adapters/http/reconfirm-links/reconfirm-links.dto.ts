import { Allow } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ReconfirmActions } from '../../../domain/properties/reconfirm-link.js';

/** POST /reconfirm-links/{token}: "Still available" (`reconfirm`) or "Rented out" (`mark_rented`); UseReconfirmLink checks it first. */
export class ReconfirmLinkDto {
  @Allow() @JSONSchema({ type: 'string', enum: [...ReconfirmActions] }) action: unknown = undefined;
}
