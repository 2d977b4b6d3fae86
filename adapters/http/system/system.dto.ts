import { Allow, IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/** GET /dev/outbox?to= */
export class OutboxQueryDto {
  @IsOptional() @JSONSchema({ type: 'string', description: 'A mobile number or e-mail address' }) to?: string = undefined;
}

/** POST /dev/clock: the server's new time (any text `Date` reads; anything else is a 400 on `now`). */
export class DevClockDto {
  @Allow() @JSONSchema({ type: 'string', format: 'date-time' }) now: unknown = undefined;
}
