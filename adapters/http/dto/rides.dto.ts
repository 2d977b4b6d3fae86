import { IsBoolean, IsIn, IsOptional, IsString, IsUUID } from 'class-validator';
import { RideActions } from '../../../domain/rides/ride.js';
import { RideMessages } from '../../../domain/rides/rides.errors.js';

/** POST /rides: the slot's rules (9-19 India time, 3 hours ahead, 14 days) are the domain's. */
export class BookRideDto {
  @IsUUID('all', { message: 'Choose the home to visit.' }) property_id: string = undefined as unknown as string;
  slot_date: unknown = undefined;
  slot_start: unknown = undefined;
  @IsOptional() @IsString({ message: 'note must be text.' }) note?: string | null = undefined;
}

/** PATCH /rides/{id} (JSON; `complete` may also come as multipart with photos). */
export class RideActionDto {
  @IsIn(RideActions as unknown as string[], { message: RideMessages.unknownAction }) action: string = undefined as unknown as string;
  @IsOptional() @IsString({ message: 'rider_id must be text.' }) rider_id?: string = undefined;
  @IsOptional() @IsString({ message: 'Tell us why the visit is cancelled.' }) reason?: string = undefined;
  matched: unknown = undefined;
  @IsOptional() @IsString({ message: 'differences must be text.' }) differences?: string | null = undefined;
  @IsOptional() @IsString({ message: 'notes must be text.' }) notes?: string | null = undefined;
}

/** POST riders/applications: names, city, localities, vehicle, availability, ID document. */
export class RiderApplicationDto {
  first_name: unknown = undefined;
  last_name: unknown = undefined;
  city: unknown = undefined;
  localities: unknown = undefined;
  @IsBoolean({ message: 'Tell us whether you have a two-wheeler or other vehicle.' }) has_vehicle: boolean = undefined as unknown as boolean;
  availability: unknown = undefined;
  id_document_type: unknown = undefined;
  id_document_number: unknown = undefined;
}
